import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore, type Toast } from 'react-hot-toast/headless';
import '../../src/i18n';
import { Toasts } from '../../src/layout/Toasts';
import { notifyError, notifySuccess } from '../../src/layout/notify';
import { LoadingOverlay } from '../../src/layout/LoadingOverlay';

// jsdom lays nothing out, so toasts are read from react-hot-toast's store rather than from their opacity.
let store: Toast[] = [];
function StoreProbe() {
  store = useToasterStore().toasts;
  return null;
}
const visibleTexts = () => store.filter((t) => t.visible).map((t) => (t.message as { props: { text: string } }).props.text);

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toasts', () => {
  it("titles errors 'Erreur' and keeps them 6 s, others 3 s", () => {
    render(
      <>
        <Toasts />
        <StoreProbe />
      </>,
    );
    act(() => {
      notifyError('Le contenu est introuvable.');
      notifySuccess('Enregistré.');
    });
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    const durations = Object.fromEntries(store.map((t) => [(t.message as { props: { text: string } }).props.text, t.duration]));
    expect(durations).toEqual({ 'Le contenu est introuvable.': 6000, 'Enregistré.': 3000 });
  });

  it('says them in a live region that was there before them, each a status', () => {
    const { container } = render(<Toasts />);
    const region = container.firstElementChild!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      notifyError('Le contenu est introuvable.');
      notifySuccess('Enregistré.');
    });
    expect(region).toBe(container.firstElementChild);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Enregistré.', 'ErreurLe contenu est introuvable.']);
  });

  it('shows at most 10 at once, dismissing the oldest', () => {
    render(
      <>
        <Toasts />
        <StoreProbe />
      </>,
    );
    act(() => {
      for (let i = 1; i <= 12; i++) notifySuccess(`Message ${i}`);
    });
    expect(visibleTexts()).toHaveLength(10);
    expect(visibleTexts()).not.toContain('Message 1');
    expect(visibleTexts()).not.toContain('Message 2');
    expect(visibleTexts()).toContain('Message 12');
  });

  it('adds no <style> element to the page, which the CSP (style-src self) would refuse', () => {
    render(<Toasts />);
    act(() => {
      notifyError('Le contenu est introuvable.');
    });
    expect(screen.getByText('Le contenu est introuvable.')).toBeInTheDocument();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('loading overlay', () => {
  it('closes 150 ms after it is hidden', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingOverlay visible />);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    rerender(<LoadingOverlay visible={false} />);
    act(() => vi.advanceTimersByTime(140));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
