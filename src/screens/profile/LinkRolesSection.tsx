import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyLink } from '../../api/profile/my-identity';
import { CardTable } from '../../layout/CardTable';
import { DeleteLinkDialog } from './DeleteLinkDialog';
import { typeContactLabel } from './labels';
import { LinkStatus } from './LinkStatus';
import styles from './Profile.module.css';

/** My roles per organisation (spec sections 2 and 6): each link, deletable with a justification. */
export function LinkRolesSection({ contactId, links }: { contactId: number; links: readonly MyLink[] }) {
  const { t } = useTranslation('profile');
  const captionId = useId();
  const [deleting, setDeleting] = useState<MyLink | null>(null);
  return (
    // The table's scrolling box is the region named by the heading; the section around it is not a second one.
    <section className={styles.section}>
      <h2 id={captionId}>{t('links.rolesTitle')}</h2>
      {links.length === 0 ? (
        <p className={styles.empty}>{t('links.none')}</p>
      ) : (
        <CardTable labelledBy={captionId} headers={[t('links.organisation'), t('links.typeContact'), t('links.status'), t('links.actions')]} focusable={false}>
          {links.map((link) => {
            const role = typeContactLabel(link.type_contact_id);
            return (
              <tr key={`${link.id}-${link.type_contact_id}`}>
                <th scope="row">{link.nom}</th>
                <td data-label={t('links.typeContact')}>{role}</td>
                <td data-label={t('links.status')}>
                  <LinkStatus status={link.validation_status} />
                </td>
                <td>
                  <button type="button" className="btn btn-danger" aria-label={t('links.deleteLabel', { role, organisation: link.nom })} onClick={() => setDeleting(link)}>
                    {t('links.delete')}
                  </button>
                </td>
              </tr>
            );
          })}
        </CardTable>
      )}
      {deleting && <DeleteLinkDialog contactId={contactId} link={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
