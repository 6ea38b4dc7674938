import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../addresses/OrganisationAddressesTab';
import { Field, Fields } from '../Fields';
import { useOrganisation } from '../useOrganisation';
import styles from '../Organisation.module.css';

/** commercial: the provider's commercial information (spec section 3, Commercial data). */
export function CommercialTab() {
  const { t } = useTranslation('organisations');
  const o = useOrganisation();
  return (
    <>
      {o.actions.includes('EDIT_ORGANISATION') && (
        <div className={styles.toolbar}>
          <Link className="btn btn-primary" to="/prestataire/$orgaId/commercial/modification" params={{ orgaId: String(o.id) }}>
            {t('commercial.edit')}
          </Link>
        </div>
      )}
      <section className={styles.section} aria-labelledby="commercial-info">
        <h2 id="commercial-info">{t('commercial.title')}</h2>
        <Fields>
          <Field label={t('fields.DenominationCommercialeLongue')}>{o.DenominationCommercialeLongue}</Field>
          <Field label={t('fields.SiteWeb')}>{o.SiteWeb && <a href={o.SiteWeb} rel="noopener noreferrer" target="_blank">{o.SiteWeb}</a>}</Field>
          <Field label={t('fields.ProfilLinkedIn')}>{o.ProfilLinkedIn && <a href={o.ProfilLinkedIn} rel="noopener noreferrer" target="_blank">{o.ProfilLinkedIn}</a>}</Field>
          <Field label={t('fields.MailContact')}>{o.MailContact && <a href={`mailto:${o.MailContact}`}>{o.MailContact}</a>}</Field>
          <Field label={t('fields.AdresseCommerciale')}>{o.AdresseCommerciale && addressLine(o.AdresseCommerciale, t('addresses.box'))}</Field>
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby="commercial-contacts">
        <h2 id="commercial-contacts">{t('fields.ContactsCommerciaux')}</h2>
        {o.ContactsCommerciaux.length === 0 ? (
          <p>{t('commercial.noContacts')}</p>
        ) : (
          <ul>
            {o.ContactsCommerciaux.map((c, index) => (
              <li key={index}>
                {[c.nom, c.email, c.telephone].filter(Boolean).join(' — ')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
