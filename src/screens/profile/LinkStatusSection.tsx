import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyLink } from '../../api/profile/my-identity';
import { TableScroll } from '../../layout/TableScroll';
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
        <TableScroll labelledBy={captionId} focusable={false}>
          <table className="table table-cards" data-testid="my-links">
            <thead>
              <tr>
                <th scope="col">{t('links.organisation')}</th>
                <th scope="col">{t('links.typeOrganisation')}</th>
                <th scope="col">{t('links.typeContact')}</th>
                <th scope="col">{t('links.status')}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
