import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTypeContactId, TYPE_CONTACT_LABELS } from '../../../../domain/contact-types';
import { StatutValidationLien, STATUT_VALIDATION_LIEN_LABELS, isStatutValidationLienId } from '../../../../domain/link-validation';
import type { OrganisationContactLink, OrganisationDetail } from '../../../../domain/wire/organisations';
import { CardTable } from '../../../layout/CardTable';
import styles from '../Organisation.module.css';

export interface OrganisationContactsTabProps {
  /** The organisation with its x_contacts; `organisation.actions` says what the caller may do there. */
  organisation: OrganisationDetail;
  /** Controls above the list (e.g. add a contact), shown as given. */
  toolbar?: ReactNode;
  /** Controls for one link (edit, duplicate, delete, validate), shown in its row's last column. */
  linkActions?: (link: OrganisationContactLink) => ReactNode;
}

/**
 * contacts: who acts for the organisation, as what, and how to reach them there. A link waiting for
 * validation is shown as such (spec: "everywhere").
 */
export function OrganisationContactsTab({ organisation, toolbar, linkActions }: OrganisationContactsTabProps) {
  const { t } = useTranslation('organisations');
  const captionId = useId();
  const links = organisation.x_contacts ?? [];
  return (
    // Not a landmark of its own: the table's scroll region already carries the caption as its name.
    <div>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {links.length === 0 ? (
        <p id={captionId}>{t('contacts.empty')}</p>
      ) : (
        <CardTable caption={t('contacts.caption', { nom: organisation.NomLong })} headers={[t('contacts.columns.contact'), t('contacts.columns.type'), t('contacts.columns.function'), t('contacts.columns.phone'), t('contacts.columns.email'), t('contacts.columns.status'), ...(linkActions ? [t('contacts.columns.actions')] : [])]} className={styles.wrapper}>
              {links.map((link) => (
                <tr key={link.id}>
                  <th scope="row">
                    {link.contact.Prenom} {link.contact.Nom}
                  </th>
                  <td data-label={t('contacts.columns.type')}>{isTypeContactId(link.TypeContactId) ? TYPE_CONTACT_LABELS[link.TypeContactId] : link.TypeContactId}</td>
                  <td data-label={t('contacts.columns.function')}>{link.function ?? '—'}</td>
                  <td data-label={t('contacts.columns.phone')} className={styles.nowrap}>{link.phone ?? '—'}</td>
                  <td data-label={t('contacts.columns.email')}>{link.email ?? link.contact.Email}</td>
                  <td data-label={t('contacts.columns.status')}>
                    <span className={link.validation_status === StatutValidationLien.EN_ATTENTE ? styles.pending : undefined}>
                      {isStatutValidationLienId(link.validation_status) ? STATUT_VALIDATION_LIEN_LABELS[link.validation_status] : link.validation_status}
                    </span>
                    {!link.actif && ` (${t('contacts.inactive')})`}
                  </td>
                  {linkActions && <td data-label={t('contacts.columns.actions')}>{linkActions(link)}</td>}
                </tr>
              ))}
        </CardTable>
      )}
    </div>
  );
}
