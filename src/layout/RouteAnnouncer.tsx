import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { usePageTitle } from './DocumentTitle';
import { focusPageHeading } from './page-heading';

/**
 * What a screen reader and a keyboard user get when the page changes without a page load (WCAG 2.4.3, 4.1.3):
 * the focus moves to the new page's heading, so Tab goes on from the top of the new content rather than from a
 * link that may be gone, and a polite live region says the new page's title. The first page of a visit is left
 * alone: the browser announces a loaded page itself. Mounted once, in the root route.
 */
export function RouteAnnouncer() {
  const settled = useRouterState({ select: (s) => (s.status === 'idle' ? s.resolvedLocation?.pathname : undefined) });
  const title = usePageTitle();
  // The page whose heading got the focus: its title is said, emptied in between so that a same title is said again.
  const [announced, setAnnounced] = useState<string | undefined>(undefined);
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!settled) return;
    const first = previous.current === undefined;
    if (settled === previous.current) return;
    previous.current = settled;
    if (first) return;
    return focusPageHeading(() => setAnnounced(settled));
  }, [settled]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="route-announcement">
      {announced && announced === settled ? title : ''}
    </p>
  );
}
