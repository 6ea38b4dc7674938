import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addableContactTypes } from '../../../domain/contact-types';
import { TypeOrganisation, type TypeOrganisationId } from '../../../domain/organisation-types';
import { isValidBce } from '../../../domain/validators/bce';
import { useRequestLink } from '../../api/profile/request-link';
import { RadioGroupField } from '../../forms/ChoiceList';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { notifySuccess } from '../../layout/notify';
import { showRefusal } from './field-errors';
import { typeContactLabel, typeOrganisationLabel } from './labels';
import styles from './Profile.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface RequestValues {
  typeOrganisationId: string;
  bce: string;
  typeContactId: string;
}

/** The two kinds of organisation a user may ask to join (spec section 2). */
const KINDS: readonly TypeOrganisationId[] = [TypeOrganisation.PRESTATAIRE, TypeOrganisation.BENEFICIAIRE];

/** Asks to be linked to a provider or a beneficiary by its company number; the request shows at once as pending. */
export function LinkRequestForm() {
  const { t } = useTranslation('profile');
  const request = useRequestLink();
  const { control, register, handleSubmit, setError, reset, watch, formState } = useForm<RequestValues>({
    shouldFocusError: false,
    defaultValues: { typeOrganisationId: String(TypeOrganisation.PRESTATAIRE), bce: '', typeContactId: '' },
  });
  const kind = Number(watch('typeOrganisationId')) as TypeOrganisationId;
  const types = addableContactTypes(kind, []).map((value) => ({ value, label: typeContactLabel(value) }));
  const send = (values: RequestValues) =>
    request
      .mutateAsync({ typeOrganisationId: Number(values.typeOrganisationId), bce: values.bce, typeContactId: Number(values.typeContactId) })
      .then(
        (link) => {
          reset();
          notifySuccess(t('request.sent', { organisation: link.organisation.nom }));
        },
        (error) => showRefusal(error, setError, ['typeOrganisationId', 'bce', 'typeContactId']),
      );
  const { errors } = formState;
  return (
    <section className={styles.section} aria-labelledby="request-title">
      <h2 id="request-title">{t('request.title')}</h2>
      <p className={styles.muted}>{t('request.intro')}</p>
      <form className={styles.form} onSubmit={handleSubmit(send)} noValidate>
        <ErrorSummary control={control} />
        <RadioGroupField
          legend={t('request.kind')}
          choices={KINDS.map((value) => ({ value, label: typeOrganisationLabel(value) }))}
          registration={register('typeOrganisationId')}
          error={errors.typeOrganisationId?.message}
        />
        <TextField
          label={t('request.numeroBce')}
          hint={t('request.numeroBceHint')}
          inputMode="numeric"
          error={errors.bce?.message}
          {...register('bce', { validate: (value) => isValidBce(value) || t('request.invalidBce') })}
        />
        <SelectField
          label={t('request.typeContact')}
          placeholder={t('request.chooseTypeContact')}
          options={types}
          error={errors.typeContactId?.message}
          {...register('typeContactId', { required: t('common:required') })}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {t('request.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
