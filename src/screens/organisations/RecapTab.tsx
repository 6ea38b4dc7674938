import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../domain/countries';
import { REGISTER_FIELD_MESSAGE } from '../../../domain/schemas/organisations';
import type { RegisterField } from '../../../domain/wire/organisations';
import { formatAmount, formatBce, formatDate, formatNumber } from '../../i18n/format';
import { DeleteOrganisationButton } from './DeleteOrganisationButton';
import { Field, Fields } from './Fields';
import { areaTabTo } from '../../paths/organisation-paths';
import { useArea } from './useArea';
import { useOrganisation } from './useOrganisation';
import styles from './Organisation.module.css';

/** recapitulatif: the organisation's identity, its SME data and its bank data; the Authority's way to edit them or delete it. */
export function RecapTab() {
  const { t } = useTranslation('organisations');
  const o = useOrganisation();
  const area = useArea();
  const note = (field: RegisterField) => (o.registerFields.includes(field) ? REGISTER_FIELD_MESSAGE : undefined);
  return (
    <>
      {(o.actions.includes('EDIT_ORGANISATION') || o.actions.includes('DELETE_ORGANISATION')) && (
        <div className={styles.toolbar}>
          {o.actions.includes('EDIT_ORGANISATION') && (
            <Link className="btn btn-primary" to={areaTabTo(area, 'modification')} params={{ orgaId: String(o.id) }}>
              {t('recap.edit')}
            </Link>
          )}
          {o.actions.includes('DELETE_ORGANISATION') && <DeleteOrganisationButton organisation={o} />}
        </div>
      )}
      <section className={styles.section} aria-labelledby="recap-identity">
        <h2 id="recap-identity">{t('recap.identity')}</h2>
        <Fields>
          <Field label={t('fields.NomLong')} note={note('NomLong')}>{o.NomLong}</Field>
          <Field label={t('fields.NomCourt')}>{o.NomCourt}</Field>
          <Field label={t('fields.NumeroBce')} note={note('NumeroBce')}>{formatBce(o.NumeroBce)}</Field>
          {o.Etranger && <Field label={t('fields.NumeroIdentification')}>{o.NumeroIdentification}</Field>}
          <Field label={t('fields.FormeJuridique')} note={note('FormeJuridique')}>{o.forme_juridique ?? o.FormeJuridique}</Field>
          <Field label={t('fields.CodesNace')} note={note('CodesNace')}>{(o.nace ?? o.CodesNace).join(', ')}</Field>
          <Field label={t('fields.Etranger')}>{o.Etranger ? t('yes') : t('no')}</Field>
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby="recap-pme">
        <h2 id="recap-pme">{t('recap.pme')}</h2>
        <Fields>
          <Field label={t('fields.TypePme')}>{o.type_pme?.label}</Field>
          <Field label={t('fields.PmeDateCreation')}>{formatDate(o.PmeDateCreation)}</Field>
          <Field label={t('fields.PmeChiffreAffaire')}>{o.PmeChiffreAffaire === null ? null : formatAmount(Number(o.PmeChiffreAffaire))}</Field>
          <Field label={t('fields.PmeNombreEmploye')}>{o.PmeNombreEmploye === null ? null : formatNumber(Number(o.PmeNombreEmploye))}</Field>
          <Field label={t('fields.FinaliteProjet')}>{o.FinaliteProjet}</Field>
          <Field label={t('fields.Remarques')}>{o.Remarques}</Field>
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby="recap-bank">
        <h2 id="recap-bank">{t('recap.bank')}</h2>
        <Fields>
          <Field label={t('fields.IBAN')}>{o.IBAN}</Field>
          <Field label={t('fields.TitulaireIBAN')}>{o.TitulaireIBAN}</Field>
          <Field label={t('fields.PaysIBAN')}>{o.PaysIBAN && countryName(o.PaysIBAN)}</Field>
          <Field label={t('fields.DescriptionIBAN')}>{o.DescriptionIBAN}</Field>
        </Fields>
      </section>
    </>
  );
}
