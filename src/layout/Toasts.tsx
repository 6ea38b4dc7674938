import { useEffect } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { MAX_VISIBLE_TOASTS } from './notify';
import styles from './Toasts.module.css';

// react-hot-toast's own Toaster styles itself by injecting a <style> element, which the
// Content-Security-Policy (style-src 'self') refuses: its headless store is drawn here with CSS modules.
const TYPE_ICONS: Partial<Record<Toast['type'], string>> = { success: '✓', error: '✕' };

function ToastItem({ item }: { item: Toast }) {
  const icon = item.icon ?? TYPE_ICONS[item.type];
  return (
    <div className={`${styles.toast} ${styles[item.type] ?? ''}`}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div {...item.ariaProps}>{resolveValue(item.message, item)}</div>
    </div>
  );
}

/** At most 10 toasts at once: the oldest visible ones are dismissed first. Hover pauses their countdown. */
export function Toasts() {
  const { toasts, handlers } = useToaster();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    // A live region present before its first toast: a region inserted with its text is often not read at all.
    <div className={styles.region} aria-live="polite" aria-relevant="additions text" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <ToastItem key={t.id} item={t} />
        ))}
    </div>
  );
}
