import { useEffect, useRef, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import styles from './Statecharts.module.css';

/**
 * The drawing's box: it scrolls (keyboard and scrollbars), a drag moves it, Ctrl + wheel zooms. The zoom itself is
 * the screen's, so that the toolbar's buttons and the wheel agree. `center` (drawing pixels) is brought to the
 * middle when it changes: a dossier's current state.
 */
interface Props {
  children: ReactNode;
  onZoom: (direction: 1 | -1) => void;
  /** The room the drawing has (its box's inner size), told at first and whenever it changes: the screen fits the chart to it. */
  onMeasure: (width: number, height: number) => void;
  label: string;
  center?: [number, number];
}

export function DrawingViewport({ children, onZoom, onMeasure, label, center }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const [centerX, centerY] = center ?? [];
  const measured = useRef(onMeasure);
  measured.current = onMeasure;

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // The box's height follows the drawing up to its cap (max-height): the cap is the room to fit.
    const tell = () => measured.current(element.clientWidth - 2, (parseFloat(getComputedStyle(element).maxHeight) || window.innerHeight * 0.75) - 2);
    tell();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(tell);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (centerX === undefined || centerY === undefined || !box.current) return;
    box.current.scrollLeft = centerX - box.current.clientWidth / 2;
    box.current.scrollTop = centerY - box.current.clientHeight / 2;
  }, [centerX, centerY]);

  const start = (event: PointerEvent) => {
    // A drag starts on the background or an arrow; a state keeps its click.
    if (event.button !== 0 || (event.target as Element).closest('[data-state]')) return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.current!.scrollLeft, top: box.current!.scrollTop };
    box.current!.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent) => {
    if (!drag.current) return;
    box.current!.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    box.current!.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const wheel = (event: WheelEvent) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    onZoom(event.deltaY < 0 ? 1 : -1);
  };
  return (
    <div
      ref={box}
      className={styles.viewport}
      // Scrollable, so reachable by keyboard to scroll with the arrows.
      tabIndex={0}
      role="region"
      aria-label={label}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onWheel={wheel}
    >
      {children}
    </div>
  );
}
