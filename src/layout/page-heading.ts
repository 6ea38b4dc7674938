/** How long a page may take to draw its heading after its route settled (its data still loading). */
const HEADING_WAIT_MS = 3000;

/** A heading or step title that a screen has already given the focus to on purpose (a wizard's step). */
function focusTakenByScreen(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.id !== 'contenu' && active.closest('main') !== null && active.tabIndex === -1;
}

/**
 * Moves the focus to the page's main heading once it is drawn (tabIndex -1: reached by script, not by Tab), unless
 * the screen focused a heading of its own, then calls `announce`.
 * Returns the cancel of the wait, for an effect's cleanup.
 */
export function focusPageHeading(announce: () => void): () => void {
  const done = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (!focusTakenByScreen()) {
      if (heading.tabIndex !== 0) heading.tabIndex = -1;
      heading.focus();
    }
    announce();
    return true;
  };
  if (done()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (done()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
