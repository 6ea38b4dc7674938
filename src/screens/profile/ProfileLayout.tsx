import { useEffect, useRef } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { mayOpenProfileTab, PROFILE_TABS } from './tabs';
import tabs from '../../layout/Tabs.module.css';

/** /profile: its heading and the tabs the session's right may open (spec section 2), each a link of the tab strip. */
export function ProfileLayout() {
  const { t } = useTranslation('profile');
  const droitId = useSession((s) => s.context.droitId);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const strip = useRef<HTMLElement>(null);
  // On a phone the strip scrolls sideways: the open tab is brought into view, also when reached by its URL.
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <article aria-labelledby="profile-title">
      <h1 id="profile-title">{t('title')}</h1>
      <nav ref={strip} className={tabs.tabs} aria-label={t('tabsLabel')}>
        {PROFILE_TABS.filter((tab) => mayOpenProfileTab(tab, droitId)).map(({ path }) => (
          <Link key={path} to={`/profile/${path}`} className={tabs.tab} activeProps={{ className: `${tabs.tab} ${tabs.active}`, 'aria-current': 'page' }}>
            {t(`tab.${path}`)}
          </Link>
        ))}
      </nav>
      <div className={`panel ${tabs.content}`}>
        <Outlet />
      </div>
    </article>
  );
}
