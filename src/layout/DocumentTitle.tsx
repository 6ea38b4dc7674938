import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';

/**
 * The browser tab's title: the deepest matched route's `head` title (src/routes/page-title.ts). Set on the
 * document rather than through <HeadContent/>, whose handling of every kind of head tag the first page would carry.
 */
export function DocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

/** The page's title as its routes declare it (also what <RouteAnnouncer/> says when the page changes). */
export function usePageTitle(): string | undefined {
  return useRouterState({ select: (s) => s.matches.flatMap((m) => m.meta ?? []).findLast((meta) => meta?.title)?.title });
}
