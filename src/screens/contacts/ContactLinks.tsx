import { useTranslation } from 'react-i18next';
import { TYPE_CONTACT_LABELS, type TypeContactId } from '../../../domain/contact-types';
import { StatutValidationLien } from '../../../domain/link-validation';
import type { ContactOrganisationLinkWire } from '../../../domain/wire/contacts';
import styles from './ContactSummaryScreen.module.css';

const STATUS_KEYS: Record<number, string> = {
  [StatutValidationLien.EN_ATTENTE]: 'detail.pending',
  [StatutValidationLien.VALIDE]: 'detail.validated',
  [StatutValidationLien.REFUSE]: 'detail.refused',
};

/** The contact's organisations, one line a link: the organisation, the type held there and the link's status. */
export function ContactLinks({ links }: { links: ContactOrganisationLinkWire[] }) {
  const { t } = useTranslation('contacts');
  if (links.length === 0) return <p>{t('detail.noOrganisation')}</p>;
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.id} className={styles.link}>
          <span>
            <strong>{link.organisation_nom}</strong> — {TYPE_CONTACT_LABELS[link.TypeContactId as TypeContactId]}
            {link.fonction ? ` (${link.fonction})` : ''}
          </span>
          <span className={`${styles.status} ${link.validation_status === StatutValidationLien.EN_ATTENTE ? styles.pending : ''}`}>
            {t(STATUS_KEYS[link.validation_status] ?? 'detail.none')}
          </span>
        </li>
      ))}
    </ul>
  );
}
