import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import tabs from './Tabs.module.css';

/** The class of each tab link of a strip; the router marks the open one `aria-current="page"`, which the style reads. */
export const TAB_CLASS = tabs.tab;

/** The class of the panel under a strip, where the open tab shows. */
export const TAB_PANEL_CLASS = `panel ${tabs.content}`;

/**
 * The tab strip of an area with sections (a dossier, an organisation, the profile, a provider's or an expert's
 * labels): its links, given as children. On a phone the strip scrolls sideways, and the open tab is brought into
 * view, also when reached by its URL.
 */
export function TabStrip({ label, children }: { label: string; children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const strip = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const open = strip.current?.querySelector('[aria-current="page"]');
    // A strip just mounted is scrolled to its start, where its first tab is in view: asking would lay the whole new
    // page out inside the render's task (a dossier's recap: 84 ms in Chromium here), before the browser's own frame.
    const firstTabJustMounted = !mounted.current && open === strip.current?.firstElementChild;
    mounted.current = true;
    if (!firstTabJustMounted) open?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={strip} className={tabs.tabs} aria-label={label}>
      {children}
    </nav>
  );
}

/** The panel under a strip, where the open tab's route shows. */
export function TabOutlet() {
  return (
    <div className={TAB_PANEL_CLASS}>
      <Outlet />
    </div>
  );
}
