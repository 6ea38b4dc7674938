import { useTranslation } from 'react-i18next';
import { addableContactTypes } from '../../../domain/contact-types';
import { TypeOrganisation, type TypeOrganisationId } from '../../../domain/organisation-types';
import { RequestLinkPayload } from '../../../domain/schemas/contact-links';
import { useRequestLink } from '../../api/profile/request-link';
import { RadioGroupField } from '../../forms/ChoiceList';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { notifySuccess } from '../../layout/notify';
import { showRefusal } from './field-errors';
import { typeContactLabel, typeOrganisationLabel } from './labels';
import styles from './Profile.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

interface RequestValues {
  typeOrganisationId: string;
  bce: string;
  typeContactId: string;
}

/** The two kinds of organisation a user may ask to join (spec section 2). */
const KINDS: readonly TypeOrganisationId[] = [TypeOrganisation.PRESTATAIRE, TypeOrganisation.BENEFICIAIRE];

/**
 * Asks to be linked to a provider or a beneficiary by its company number, checked by the call's own schema; the
 * request shows at once as pending. The call takes no role as Information: here a role is always chosen.
 */
export function LinkRequestForm() {
  const { t } = useTranslation('profile');
  const request = useRequestLink();
  const { control, register, handleSubmit, setError, reset, watch, formState } = useSchemaForm<RequestValues, RequestLinkPayload>(RequestLinkPayload, {
    // Radios and selects give text; the schema reads ids. No role chosen is "required", not "unknown type".
    input: (values) => ({ ...values, typeOrganisationId: Number(values.typeOrganisationId), typeContactId: Number(values.typeContactId) }),
    whenEmpty: { typeContactId: t('common:required') },
    defaultValues: { typeOrganisationId: String(TypeOrganisation.PRESTATAIRE), bce: '', typeContactId: '' },
  });
  const kind = Number(watch('typeOrganisationId')) as TypeOrganisationId;
  const types = addableContactTypes(kind, []).map((value) => ({ value, label: typeContactLabel(value) }));
  const send = (payload: RequestLinkPayload) =>
    request.mutateAsync(payload).then(
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
          {...register('bce')}
        />
        <SelectField
          label={t('request.typeContact')}
          placeholder={t('request.chooseTypeContact')}
          options={types}
          error={errors.typeContactId?.message}
          {...register('typeContactId')}
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
