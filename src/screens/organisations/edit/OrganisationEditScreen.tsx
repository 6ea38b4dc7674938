import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS } from '../../../../domain/countries';
import { TYPE_PME_LABELS, TypePme } from '../../../../domain/organisation-types';
import { OrganisationUpdatePayload, REGISTER_FIELD_MESSAGE } from '../../../../domain/schemas/organisations';
import type { OrganisationDetail } from '../../../../domain/wire/organisations';
import { organisationDetailQuery } from '../../../api/organisations/detail';
import { failureOf } from '../../../api/errors';
import { useUpdateOrganisation } from '../../../api/organisations/update';
import { DateField } from '../../../forms/DateField';
import { SelectField } from '../../../forms/SelectField';
import { TextAreaField } from '../../../forms/TextAreaField';
import { TextField } from '../../../forms/TextField';
import { useUnsavedChangesGuard } from '../../../forms/useUnsavedChangesGuard';
import { formatAmountInput, formatBce, formatDate, formatNumber } from '../../../i18n/format';
import { notifySuccess } from '../../../layout/notify';
import { showSaveFailure } from '../save-failure';
import { areaTabTo } from '../../../paths/organisation-paths';
import { useArea } from '../useArea';
import { useOrganisation } from '../useOrganisation';
import styles from './Edit.module.css';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { useSchemaForm } from '../../../forms/useSchemaForm';

type Values = Record<Exclude<keyof OrganisationUpdatePayload, 'version'>, string>;

const FIELDS = Object.keys(OrganisationUpdatePayload.schema).filter((f) => f !== 'version') as Array<keyof Values>;

function valuesOf(o: OrganisationDetail): Values {
  return {
    NomLong: o.NomLong,
    NomCourt: o.NomCourt ?? '',
    FormeJuridique: o.FormeJuridique ?? '',
    NumeroBce: formatBce(o.NumeroBce) ?? '',
    CodesNace: o.CodesNace.join(', '),
    TypePme: o.TypePme === null ? '' : String(o.TypePme),
    PmeDateCreation: formatDate(o.PmeDateCreation) ?? '',
    PmeChiffreAffaire: o.PmeChiffreAffaire === null ? '' : formatAmountInput(Number(o.PmeChiffreAffaire)),
    PmeNombreEmploye: o.PmeNombreEmploye === null ? '' : (formatNumber(Number(o.PmeNombreEmploye)) ?? ''),
    FinaliteProjet: o.FinaliteProjet ?? '',
    Remarques: o.Remarques ?? '',
    IBAN: o.IBAN ?? '',
    TitulaireIBAN: o.TitulaireIBAN ?? '',
    PaysIBAN: o.PaysIBAN ?? '',
    DescriptionIBAN: o.DescriptionIBAN ?? '',
  };
}

/** modification (Authority only): the organisation's data; what came from the company register is shown, not editable. */
export function OrganisationEditScreen() {
  const { t } = useTranslation('organisations');
  const organisation = useOrganisation();
  const area = useArea();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateOrganisation();
  const form = useSchemaForm<Values, OrganisationUpdatePayload>(OrganisationUpdatePayload, {
    // The NACE codes are typed in one field, separated by commas, semicolons or spaces.
    input: (values) => ({ ...values, version: organisation.version, CodesNace: values.CodesNace.split(/[,;\s]+/).filter(Boolean) }),
    defaultValues: valuesOf(organisation),
  });
  const { register, handleSubmit, setError, formState } = form;
  const guard = useUnsavedChangesGuard(formState);
  const error = (field: keyof Values) => formState.errors[field]?.message;
  const recap = { to: areaTabTo(area, 'recapitulatif'), params: { orgaId: String(organisation.id) } };

  const submit = async (payload: OrganisationUpdatePayload) => {
    try {
      await update.mutateAsync({ id: organisation.id, body: payload });
      form.reset(form.getValues());
      notifySuccess(t('edit.saved'));
      await navigate(recap);
    } catch (failure) {
      await showSaveFailure(failureOf(failure), setError, FIELDS, () => queryClient.fetchQuery({ ...organisationDetailQuery(organisation.id), staleTime: 0 }));
    }
  };

  const text = (field: keyof Values, extra: { hint?: string; inputMode?: 'numeric' | 'decimal'; autoComplete?: string } = {}) => {
    const registerLocked = (organisation.registerFields as readonly string[]).includes(field);
    return (
      <div className={registerLocked ? styles.locked : undefined}>
        <TextField
          label={t(`fields.${field}`)}
          error={error(field)}
          readOnly={registerLocked}
          hint={registerLocked ? REGISTER_FIELD_MESSAGE : extra.hint}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          {...register(field)}
        />
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="edit-title">
      <ErrorSummary control={form.control} />
      <h2 id="edit-title">{t('edit.title')}</h2>
      {organisation.registerFields.length > 0 && (
        <p className="notice" role="note">
          {t('edit.registerNotice')}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend>{t('recap.identity')}</legend>
        <div className={styles.grid}>
          {text('NomLong')}
          {text('NomCourt')}
          {text('NumeroBce', { inputMode: 'numeric' })}
          {text('FormeJuridique')}
          {text('CodesNace', { hint: t('edit.naceHint') })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('recap.pme')}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t('fields.TypePme')}
            placeholder={t('edit.noTypePme')}
            options={Object.values(TypePme).map((id) => ({ value: id, label: TYPE_PME_LABELS[id] }))}
            error={error('TypePme')}
            {...register('TypePme')}
          />
          <DateField label={t('fields.PmeDateCreation')} error={error('PmeDateCreation')} {...register('PmeDateCreation')} />
          {text('PmeChiffreAffaire', { inputMode: 'decimal' })}
          {text('PmeNombreEmploye', { inputMode: 'decimal' })}
        </div>
        <TextAreaField label={t('fields.FinaliteProjet')} error={error('FinaliteProjet')} {...register('FinaliteProjet')} />
        <TextAreaField label={t('fields.Remarques')} error={error('Remarques')} {...register('Remarques')} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('recap.bank')}</legend>
        <div className={styles.grid}>
          {text('IBAN', { autoComplete: 'off' })}
          {text('TitulaireIBAN')}
          <SelectField label={t('fields.PaysIBAN')} placeholder={t('edit.noCountry')} options={COUNTRY_OPTIONS} error={error('PaysIBAN')} {...register('PaysIBAN')} />
          {text('DescriptionIBAN')}
        </div>
      </fieldset>
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {t('edit.save')}
        </button>
        <button type="button" className="btn" onClick={() => void navigate(recap)}>
          {t('edit.cancel')}
        </button>
      </div>
      {guard}
    </form>
  );
}
