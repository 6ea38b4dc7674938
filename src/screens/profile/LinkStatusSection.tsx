import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyLink } from '../../api/profile/my-identity';
import { CardTable } from '../../layout/CardTable';
import { typeContactLabel, typeOrganisationLabel } from './labels';
import { LinkStatus } from './LinkStatus';
import { OrganisationName } from './OrganisationName';
import styles from './Profile.module.css';

/** My links and their validation status (spec section 2), each organisation leading to its area. */
export function LinkStatusSection({ links }: { links: readonly MyLink[] }) {
  const { t } = useTranslation('profile');
  const captionId = useId();
  return (
    // The table's scrolling box is the region named by the heading; the section around it is not a second one.
    <section className={styles.section}>
      <h2 id={captionId}>{t('links.organisationsTitle')}</h2>
      {links.length === 0 ? (
        <p className={styles.empty}>{t('links.none')}</p>
      ) : (
        <CardTable labelledBy={captionId} headers={[t('links.organisation'), t('links.typeOrganisation'), t('links.typeContact'), t('links.status')]} focusable={false}>
          {links.map((link) => (
            <tr key={`${link.id}-${link.type_contact_id}`}>
              <th scope="row">
                <OrganisationName link={link} />
                {!link.organisation_actif && <span className={styles.muted}> ({t('links.inactive')})</span>}
              </th>
              <td data-label={t('links.typeOrganisation')}>{typeOrganisationLabel(link.type_organisation_id)}</td>
              <td data-label={t('links.typeContact')}>{typeContactLabel(link.type_contact_id)}</td>
              <td data-label={t('links.status')}>
                <LinkStatus status={link.validation_status} />
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </section>
  );
}
