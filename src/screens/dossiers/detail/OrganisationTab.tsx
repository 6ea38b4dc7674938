import { useTranslation } from 'react-i18next';
import { TYPE_CONTACT_LABELS, isTypeContactId } from '../../../../domain/contact-types';
import { TypeOrganisation } from '../../../../domain/organisation-types';
import { Field, Fields } from './Field';
import { useDossier } from './useDossier';
import styles from './Detail.module.css';
import { formatBce } from '../../../i18n/format';

type Side = 'beneficiaire' | 'prestataire';

/** One party of the dossier: its identity, (for the beneficiary) the establishment unit, and its contacts on the dossier. */
function OrganisationTab({ side }: { side: Side }) {
  const { t } = useTranslation('dossiers');
  const d = useDossier();
  const o = d[side];
  if (!o) return <p>{t('detail.organisation.none')}</p>;
  const typeOrganisation = side === 'beneficiaire' ? TypeOrganisation.BENEFICIAIRE : TypeOrganisation.PRESTATAIRE;
  const contacts = d.x_contacts.filter((c) => c.TypeOrganisationId === typeOrganisation);
  const unite = d.uniteEtablissement;
  return (
    <>
      <section className={styles.section} aria-label={t(`detail.tab.${side}`)}>
        <Fields>
          <Field label={t('detail.organisation.nom')}>{o.nom}</Field>
          <Field label={t('detail.organisation.numeroBce')}>{formatBce(o.NumeroBCE)}</Field>
          {o.etranger && <Field label={t('detail.organisation.numeroIdentification')}>{o.NumeroIdentification}</Field>}
          <Field label={t('detail.organisation.formeJuridique')}>{o.forme_juridique}</Field>
          <Field label={t('detail.organisation.nace')}>{o.nace.join(', ')}</Field>
          <Field label={t('detail.organisation.etranger')}>{o.etranger ? t('yes') : t('no')}</Field>
          <Field label={t('detail.organisation.siteWeb')}>{o.SiteWeb}</Field>
          <Field label={t('detail.organisation.mailContact')}>{o.MailContact}</Field>
          {side === 'beneficiaire' && (
            <Field label={t('detail.organisation.uniteEtablissement')}>
              {unite && `${unite.rue} ${unite.numero}${unite.boite ? ` bte ${unite.boite}` : ''}, ${unite.codePostal} ${unite.localite}`}
            </Field>
          )}
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby={`${side}-contacts`}>
        <h2 id={`${side}-contacts`}>{t('detail.organisation.contacts')}</h2>
        {contacts.length === 0 ? (
          <p>{t('detail.noData')}</p>
        ) : (
          <ul className={styles.list}>
            {contacts.map((c) => (
              <li key={`${c.ContactId}-${c.TypeContactId}`}>
                {c.Prenom} {c.Nom} — {isTypeContactId(c.TypeContactId) ? TYPE_CONTACT_LABELS[c.TypeContactId] : c.TypeContactId} ({c.Email})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export const BeneficiaireTab = () => <OrganisationTab side="beneficiaire" />;
export const PrestataireTab = () => <OrganisationTab side="prestataire" />;
