import { FormProvider, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS, countryName } from '../../../domain/countries';
import { CONTACT_ADDRESS_TYPE, ContactUpdatePayload } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';
import { useUpdateMyContact } from '../../api/profile/my-contact';
import { AddressFields } from '../../forms/AddressFields';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import { contactFormValues, type ContactFormValues } from './contact-values';
import { showRefusal } from './field-errors';
import styles from './Profile.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

const FIELDS: ReadonlyArray<FieldPath<ContactFormValues>> = ['Prenom', 'Nom', 'Email', 'Telephone', 'Nationalite', 'NomUtilisateur', 'ReceptionEmail', 'adresse'];

/**
 * My data, my address and whether I receive the platform's notifications by e-mail (ReceptionEmail), saved
 * together through POST /contacts/{id}/update. Nationality and identification number, proven when the account was
 * made (electronic ID), are shown, not edited here: the helpdesk corrects them. A contact with no nationality yet
 * (the update requires one) chooses it, Belgian by default.
 */
export function ContactDataForm({ contact }: { contact: ContactWire }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMyContact(contact.id);
  const methods = useSchemaForm<ContactFormValues, ContactUpdatePayload>(ContactUpdatePayload, {
    values: contactFormValues(contact),
  });
  const { register, handleSubmit, setError, reset, formState } = methods;
  const unsavedDialog = useUnsavedChangesGuard(formState);
  const save = (payload: ContactUpdatePayload) =>
    update.mutateAsync(payload).then(
      (saved) => {
        reset(contactFormValues(saved));
        notifySuccess(t('infos.saved'));
      },
      (error) => showRefusal(error, setError, FIELDS),
    );
  const { errors } = formState;
  return (
    <section className={styles.section} aria-labelledby="infos-title">
      <h2 id="infos-title">{t('infos.title')}</h2>
      <FormProvider {...methods}>
        <form className={styles.form} onSubmit={handleSubmit(save)} noValidate>
          <ErrorSummary control={methods.control} />
          <div className={styles.grid}>
            <TextField label={t('infos.prenom')} autoComplete="given-name" error={errors.Prenom?.message} {...register('Prenom')} />
            <TextField label={t('infos.nom')} autoComplete="family-name" error={errors.Nom?.message} {...register('Nom')} />
            <TextField label={t('infos.email')} type="email" autoComplete="email" error={errors.Email?.message} {...register('Email')} />
            <TextField label={t('infos.telephone')} type="tel" autoComplete="tel" error={errors.Telephone?.message} {...register('Telephone')} />
            <TextField label={t('infos.nomUtilisateur')} autoComplete="username" error={errors.NomUtilisateur?.message} {...register('NomUtilisateur')} />
            {contact.Nationalite === null && (
              <SelectField label={t('infos.nationalite')} options={COUNTRY_OPTIONS} error={errors.Nationalite?.message} {...register('Nationalite')} />
            )}
          </div>
          <dl className={styles.identity}>
            {contact.Nationalite !== null && (
              <div>
                <dt>{t('infos.nationalite')}</dt>
                <dd>{countryName(contact.Nationalite)}</dd>
              </div>
            )}
            <div>
              <dt>{t('infos.numeroIdentification')}</dt>
              <dd>{contact.NumeroIdentification ?? '—'}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('infos.identityHint')}</p>
          <AddressFields legend={t('infos.adresse')} prefix="adresse" types={[CONTACT_ADDRESS_TYPE]} />
          <div>
            <label className={styles.checkbox}>
              <input type="checkbox" aria-describedby="reception-email-hint" {...register('ReceptionEmail')} />
              <span>{t('infos.receptionEmail')}</span>
            </label>
            <p id="reception-email-hint" className={styles.muted}>
              {t('infos.receptionEmailHint')}
            </p>
          </div>
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
              {t('common:save')}
            </button>
          </div>
          {unsavedDialog}
        </form>
      </FormProvider>
    </section>
  );
}
