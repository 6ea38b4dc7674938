import { useTranslation } from 'react-i18next';
import type { RegisterAddress, RegisterCompany } from '../../../domain/wire/wizard';
import { formatBce, formatDate } from '../../i18n/format';
import styles from './OrganisationWizard.module.css';

export const addressLine = (a: RegisterAddress) => [`${a.rue} ${a.numero}${a.boite ? ` bte ${a.boite}` : ''}`, `${a.codePostal} ${a.localite}`, a.pays].join(', ');

/** What the company register says of the company: shown as found, before the user goes on with it. */
export function RegisterCompanyFacts({ company }: { company: RegisterCompany }) {
  const { t } = useTranslation('organisationWizard');
  return (
    <div className={styles.register}>
      <h3>{t('identite.found')}</h3>
      <dl className={styles.facts}>
        <dt>{t('identite.denomination')}</dt>
        <dd>{company.denomination}</dd>
        <dt>{t('identite.numeroBce')}</dt>
        <dd>{formatBce(company.numeroBce)}</dd>
        {company.formeJuridique && (
          <>
            <dt>{t('identite.formeJuridique')}</dt>
            <dd>{company.formeJuridique}</dd>
          </>
        )}
        <dt>{t('identite.nace')}</dt>
        <dd>{company.codesNace.join(', ')}</dd>
        {company.dateCreation && (
          <>
            <dt>{t('identite.dateCreation')}</dt>
            <dd>{formatDate(company.dateCreation)}</dd>
          </>
        )}
        <dt>{t('adresses.siege')}</dt>
        <dd>{addressLine(company.siegeSocial)}</dd>
      </dl>
      {!company.actif && (
        <p className={styles.error} role="alert">
          {t('identite.inactive')}
        </p>
      )}
    </div>
  );
}
