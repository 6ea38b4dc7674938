import { getRouteApi, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../domain/countries';
import { mayDeleteContact, mayEditContact } from '../../../machines/access/contactAccess';
import { contactDetailQuery } from '../../api/contacts/contacts';
import { formatDate } from '../../i18n/format';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import { Field, Fields } from './Field';
import { ContactLabellings } from './ContactLabellings';
import { ContactLinks } from './ContactLinks';
import { DeleteContactButton } from './DeleteContactButton';
import detail from '../../styles/fields.module.css';
import styles from './ContactSummaryScreen.module.css';

const route = getRouteApi('/app/contact/$contactId/');

/** /contact/{id}: the contact's identity, address and organisations (with each link's status); edit and delete as allowed. */
export function ContactSummaryScreen() {
  const { t } = useTranslation('contacts');
  const id = Number(route.useParams().contactId);
  const { data: contact } = useSuspenseQuery(contactDetailQuery(id));
  const caller = sessionCaller(useSession((s) => s.context));
  const links = contact.x_organisations ?? [];
  const access = { id: contact.id, links: links.map((l) => ({ organisationId: l.organisation_id, validationStatus: l.validation_status })) };
  const a = contact.adresse;
  return (
    <section aria-labelledby="contact-title">
      <div className={styles.header}>
        <h1 id="contact-title">
          {contact.Prenom} {contact.Nom}
        </h1>
        <div className={styles.actions}>
          <Link to="/contact" className="btn">
            {t('detail.back')}
          </Link>
          {caller && mayEditContact(caller, access) && (
            <Link to="/contact/$contactId/modifier" params={{ contactId: String(id) }} className="btn btn-primary">
              {t('detail.edit')}
            </Link>
          )}
          {caller && mayDeleteContact(caller) && <DeleteContactButton contact={contact} />}
        </div>
      </div>
      <div className={`panel ${detail.section}`}>
        <h2>{t('detail.identity')}</h2>
        <Fields>
          <Field label={t('detail.email')}>{contact.Email}</Field>
          <Field label={t('detail.telephone')}>{contact.Telephone}</Field>
          <Field label={t('detail.nationalite')}>{contact.Nationalite ? countryName(contact.Nationalite) : null}</Field>
          <Field label={t('detail.numeroIdentification')}>{contact.NumeroIdentification}</Field>
          <Field label={t('detail.typeDocumentIdentite')}>{contact.type_document_identite?.libelle}</Field>
          <Field label={t('detail.nomUtilisateur')}>{contact.NomUtilisateur}</Field>
          <Field label={t('detail.receptionEmail')}>{t(contact.ReceptionEmail ? 'detail.yes' : 'detail.no')}</Field>
          <Field label={t('detail.createdAt')}>{formatDate(contact.created_at)}</Field>
        </Fields>
      </div>
      <div className={`panel ${detail.section}`}>
        <h2>{t('detail.address')}</h2>
        {a ? (
          <address>
            {a.nom && (
              <>
                {a.nom}
                <br />
              </>
            )}
            {a.rue} {a.numero}
            {a.boite ? ` bte ${a.boite}` : ''}
            <br />
            {a.codePostal} {a.localite}
            <br />
            {countryName(a.pays)}
          </address>
        ) : (
          <p>{t('detail.noAddress')}</p>
        )}
      </div>
      <div className={`panel ${detail.section}`}>
        <h2>{t('detail.organisations')}</h2>
        <ContactLinks links={links} />
      </div>
      <div className={`panel ${detail.section}`}>
        <h2>{t('detail.labellings.title')}</h2>
        <ContactLabellings labellings={contact.lab_contact_labellings ?? []} />
      </div>
    </section>
  );
}
