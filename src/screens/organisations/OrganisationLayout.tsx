import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { sessionCaller } from '../../routes/wizard-paths';
import { useSession } from '../../session/SessionContext';
import { OrganisationKind } from './OrganisationKind';
import { areaTabTo, tabsOfArea, type OrganisationArea } from './tabs';
import { useOrganisation } from './useOrganisation';
import styles from './Organisation.module.css';
import { TAB_CLASS, TAB_PANEL_CLASS, TabStrip } from '../../layout/TabStrip';

/**
 * An organisation's heading and tabs (spec section 2). In the provider area a tab shows only when the
 * contact's type there allows what it needs (the route guard says the same); in the beneficiary area the
 * organisation's loading is the guard of its reading tabs.
 */
function OrganisationLayout({ area }: { area: OrganisationArea }) {
  const { t } = useTranslation('organisations');
  const organisation = useOrganisation();
  const caller = useSession((s) => sessionCaller(s.context));
  const shown = tabsOfArea(area).filter(
    (tab) => !tab.editing && (area === 'beneficiaire' || (caller !== null && tab.actions.every((action) => mayActInOrganisation(caller, organisation.id, action)))),
  );
  return (
    <article aria-labelledby="organisation-title">
      <header className={styles.header}>
        <div>
          <h1 id="organisation-title">{organisation.NomLong}</h1>
          <p className={styles.kind}>
            <OrganisationKind organisation={organisation} />
          </p>
        </div>
      </header>
      <TabStrip label={t('tabs.label')}>
        {shown.map(({ path }) => (
          <Link
            key={path}
            to={areaTabTo(area, path)}
            params={{ orgaId: String(organisation.id) }}
            className={TAB_CLASS}
          >
            {t(`tabs.${path}`)}
          </Link>
        ))}
      </TabStrip>
      <div className={TAB_PANEL_CLASS}>
        <Outlet />
      </div>
    </article>
  );
}

export const BeneficiaireLayout = () => <OrganisationLayout area="beneficiaire" />;
export const PrestataireLayout = () => <OrganisationLayout area="prestataire" />;
