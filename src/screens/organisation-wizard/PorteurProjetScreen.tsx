import { useState } from 'react';
import { FormProvider, type FieldPath } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TypeAdresse } from '../../../domain/organisation-types';
import { EMPTY_ADDRESS } from '../../../domain/schemas/address';
import { porteurProjetPayload, PorteurProjetInput } from '../../../domain/schemas/organisation-add';
import { useAddOrganisation } from '../../api/organisations/add-organisation';
import { failureOf } from '../../api/errors';
import { AddressFields } from '../../forms/AddressFields';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { TextField } from '../../forms/TextField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifyError, notifySuccess } from '../../layout/notify';
import { StepButtons } from './StepFrame';
import styles from './OrganisationWizard.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

type Values = Record<'numeroRegistreNational' | 'Prenom' | 'Nom' | 'Email' | 'Telephone', string> & { adresse: Record<keyof typeof EMPTY_ADDRESS, string> };

/** The server's field names ('organisation.numeroRegistreNational', 'contacts.0.email', 'adresses.0.rue') in this form. */
function formField(field: string): FieldPath<Values> | null {
  const [part, index, name] = field.split('.');
  if (part === 'organisation') return index === 'numeroRegistreNational' ? 'numeroRegistreNational' : 'Nom';
  if (part === 'contacts' && name) return name as FieldPath<Values>;
  if (part === 'adresses' && name) return `adresse.${name}` as FieldPath<Values>;
  return null;
}

/**
 * /beneficiaire/porteurProjetAdd: a project holder (spec section 3, "business owner"), a person known by
 * national register number; one screen, since it is one person with one address. Creating asks first.
 */
export function PorteurProjetScreen() {
  const { t } = useTranslation('organisationWizard');
  const navigate = useNavigate();
  const add = useAddOrganisation();
  const [confirming, setConfirming] = useState<PorteurProjetInput | null>(null);
  const form = useSchemaForm<Values, PorteurProjetInput>(PorteurProjetInput, {
    defaultValues: { numeroRegistreNational: '', Prenom: '', Nom: '', Email: '', Telephone: '', adresse: { ...EMPTY_ADDRESS, typeAdresse: String(TypeAdresse.SIEGE_SOCIAL) } },
  });
  const { register, formState, setError } = form;
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSubmitting: add.isPending || add.isSuccess });
  const create = async (input: PorteurProjetInput) => {
    setConfirming(null);
    try {
      await add.mutateAsync(porteurProjetPayload(input));
      notifySuccess(t('created', { nom: `${input.Prenom} ${input.Nom}` }));
      // Back to the list, as after the organisation wizard (OrganisationWizardScreen.tsx says why not its page).
      await navigate({ href: '/beneficiaire' });
    } catch (error) {
      const failure = failureOf(error);
      const onForm = (failure.fields ?? []).flatMap(({ field, message }) => {
        const name = formField(field);
        return name ? [{ name, message }] : [];
      });
      onForm.forEach(({ name, message }, i) => setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
      if (onForm.length === 0) notifyError(failure.message ?? t('generic'));
    }
  };
  const field = (name: 'numeroRegistreNational' | 'Prenom' | 'Nom' | 'Email' | 'Telephone', extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <TextField label={t(name === 'numeroRegistreNational' ? 'porteur.numeroRegistreNational' : `contacts.${name.toLowerCase()}`)} autoComplete="off" error={formState.errors[name]?.message} {...extra} {...register(name)} />
  );
  return (
    <article className={styles.wizard} aria-labelledby="porteur-title">
      <header className={styles.header}>
        <h1 id="porteur-title">{t('porteurTitle')}</h1>
      </header>
      <div className="panel">
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit(setConfirming)} noValidate aria-labelledby="porteur-title" className={styles.step}>
            <ErrorSummary control={form.control} />
            <p className={styles.intro}>{t('porteur.intro')}</p>
            <fieldset className={styles.fieldset}>
              <legend>{t('porteur.identity')}</legend>
              <div className={styles.grid}>
                {field('numeroRegistreNational', { hint: t('porteur.numeroRegistreNationalHint') })}
                {field('Prenom', { autoComplete: 'given-name' })}
                {field('Nom', { autoComplete: 'family-name' })}
                {field('Email', { type: 'email', autoComplete: 'email' })}
                {field('Telephone', { type: 'tel', autoComplete: 'tel' })}
              </div>
            </fieldset>
            <AddressFields legend={t('porteur.address')} prefix="adresse" types={[TypeAdresse.SIEGE_SOCIAL]} />
            <StepButtons submitLabel={add.isPending ? t('buttons.creating') : t('buttons.createPorteur')} busy={add.isPending} />
          </form>
        </FormProvider>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('porteur.confirmTitle')}
          text={t('porteur.confirmText', { nom: `${confirming.Prenom} ${confirming.Nom}` })}
          confirmLabel={t('recap.confirm')}
          cancelLabel={t('recap.cancel')}
          onConfirm={() => void create(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
      {unsavedDialog}
    </article>
  );
}
