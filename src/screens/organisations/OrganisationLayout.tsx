import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrganisationKind } from './OrganisationKind';
import { areaTabTo, organisationTabsOfArea, type OrganisationArea } from '../../paths/organisation-paths';
import { useOrganisation } from './useOrganisation';
import styles from './Organisation.module.css';
import { TAB_CLASS, TabOutlet, TabStrip } from '../../layout/TabStrip';

/**
 * An organisation's heading and reading tabs (spec section 2). The organisation's loading is their guard, in both
 * areas: whoever the server reads it to reads every tab (test/server/route-guards-organisation.test.ts).
 */
function OrganisationLayout({ area }: { area: OrganisationArea }) {
  const { t } = useTranslation('organisations');
  const organisation = useOrganisation();
  const shown = organisationTabsOfArea(area).filter((tab) => !tab.editing);
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
      <TabOutlet />
    </article>
  );
}

export const BeneficiaireLayout = () => <OrganisationLayout area="beneficiaire" />;
export const PrestataireLayout = () => <OrganisationLayout area="prestataire" />;
