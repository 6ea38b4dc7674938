import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDroitId } from '../../session/SessionContext';
import { mayOpenProfileTab, PROFILE_TABS } from './tabs';
import { TAB_CLASS, TabOutlet, TabStrip } from '../../layout/TabStrip';

/** /profile: its heading and the tabs the session's right may open (spec section 2), each a link of the tab strip. */
export function ProfileLayout() {
  const { t } = useTranslation('profile');
  const droitId = useDroitId();
  return (
    <article aria-labelledby="profile-title">
      <h1 id="profile-title">{t('title')}</h1>
      <TabStrip label={t('tabsLabel')}>
        {PROFILE_TABS.filter((tab) => mayOpenProfileTab(tab, droitId)).map(({ path }) => (
          <Link key={path} to={`/profile/${path}`} className={TAB_CLASS}>
            {t(`tab.${path}`)}
          </Link>
        ))}
      </TabStrip>
      <TabOutlet />
    </article>
  );
}
