import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, get, useFieldArray, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPTY_ADDRESS, type AddressFormValues } from '../../../../domain/schemas/address';
import { CommercialInfoPayload, MAX_COMMERCIAL_CONTACTS } from '../../../../domain/schemas/organisations';
import { TypeAdresse } from '../../../../domain/organisation-types';
import type { OrganisationDetail } from '../../../../domain/wire/organisations';
import { failureOf } from '../../../api/errors';
import { organisationDetailQuery } from '../../../api/organisations/detail';
import { useUpdateCommercialInfo } from '../../../api/organisations/update';
import { AddressFields } from '../../../forms/AddressFields';
import { TextField } from '../../../forms/TextField';
import { useUnsavedChangesGuard } from '../../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../../layout/notify';
import { showSaveFailure } from '../save-failure';
import { useOrganisation } from '../useOrganisation';
import styles from '../edit/Edit.module.css';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { useSchemaForm } from '../../../forms/useSchemaForm';

interface Values {
  DenominationCommercialeLongue: string;
  SiteWeb: string;
  ProfilLinkedIn: string;
  MailContact: string;
  ContactsCommerciaux: Array<{ nom: string; email: string; telephone: string }>;
  avecAdresse: boolean;
  AdresseCommerciale: AddressFormValues;
}

const FIELDS = [...Object.keys(CommercialInfoPayload.schema), 'avecAdresse'];

function valuesOf(o: OrganisationDetail): Values {
  const a = o.AdresseCommerciale;
  return {
    DenominationCommercialeLongue: o.DenominationCommercialeLongue ?? '',
    SiteWeb: o.SiteWeb ?? '',
    ProfilLinkedIn: o.ProfilLinkedIn ?? '',
    MailContact: o.MailContact ?? '',
    ContactsCommerciaux: o.ContactsCommerciaux.map((c) => ({ nom: c.nom, email: c.email ?? '', telephone: c.telephone ?? '' })),
    avecAdresse: a !== null,
    AdresseCommerciale: a
      ? { typeAdresse: String(a.TypeAdresse), nom: a.nom ?? '', rue: a.rue, numero: a.numero, boite: a.boite ?? '', codePostal: a.codePostal, localite: a.localite, pays: a.pays }
      : { ...EMPTY_ADDRESS, typeAdresse: String(TypeAdresse.FACTURATION) },
  };
}

/** commercial/modification (Authority only): the provider's commercial information, its commercial contacts and address. */
export function CommercialEditScreen() {
  const { t } = useTranslation('organisations');
  const organisation = useOrganisation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateCommercialInfo();
  const form = useSchemaForm<Values, CommercialInfoPayload>(CommercialInfoPayload, {
    // Unticked, the address typed so far is kept on screen but not sent: the provider has none.
    input: ({ avecAdresse, AdresseCommerciale, ...values }) => ({ ...values, version: organisation.version, AdresseCommerciale: avecAdresse ? AdresseCommerciale : null }),
    defaultValues: valuesOf(organisation),
  });
  const { register, handleSubmit, setError, formState, watch, control } = form;
  const contacts = useFieldArray({ control, name: 'ContactsCommerciaux' });
  const guard = useUnsavedChangesGuard(formState);
  const back = { to: '/prestataire/$orgaId/commercial', params: { orgaId: String(organisation.id) } } as const;
  const error = (field: string): FieldError | undefined => get(formState.errors, field);

  const submit = async (payload: CommercialInfoPayload) => {
    try {
      await update.mutateAsync({ id: organisation.id, body: payload });
      form.reset(form.getValues());
      notifySuccess(t('edit.saved'));
      await navigate(back);
    } catch (failure) {
      await showSaveFailure(failureOf(failure), setError, FIELDS, () => queryClient.fetchQuery({ ...organisationDetailQuery(organisation.id), staleTime: 0 }));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="commercial-edit-title">
        <ErrorSummary control={control} />
        <h2 id="commercial-edit-title">{t('commercial.editTitle')}</h2>
        <div className={styles.grid}>
          <TextField label={t('fields.DenominationCommercialeLongue')} error={error('DenominationCommercialeLongue')?.message} {...register('DenominationCommercialeLongue')} />
          <TextField label={t('fields.SiteWeb')} type="url" hint={t('commercial.urlHint')} error={error('SiteWeb')?.message} {...register('SiteWeb')} />
          <TextField label={t('fields.ProfilLinkedIn')} type="url" hint={t('commercial.urlHint')} error={error('ProfilLinkedIn')?.message} {...register('ProfilLinkedIn')} />
          <TextField label={t('fields.MailContact')} type="email" autoComplete="email" error={error('MailContact')?.message} {...register('MailContact')} />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('fields.ContactsCommerciaux')}</legend>
          {contacts.fields.length === 0 && <p>{t('commercial.noContacts')}</p>}
          {contacts.fields.map((field, index) => (
            <div key={field.id} className={styles.contact}>
              <TextField label={t('commercial.contact.nom', { number: index + 1 })} error={error(`ContactsCommerciaux.${index}.nom`)?.message} {...register(`ContactsCommerciaux.${index}.nom`)} />
              <TextField label={t('commercial.contact.email', { number: index + 1 })} type="email" error={error(`ContactsCommerciaux.${index}.email`)?.message} {...register(`ContactsCommerciaux.${index}.email`)} />
              <TextField label={t('commercial.contact.telephone', { number: index + 1 })} type="tel" error={error(`ContactsCommerciaux.${index}.telephone`)?.message} {...register(`ContactsCommerciaux.${index}.telephone`)} />
              <button type="button" className="btn" onClick={() => contacts.remove(index)}>
                {t('commercial.contact.remove', { number: index + 1 })}
              </button>
            </div>
          ))}
          {contacts.fields.length < MAX_COMMERCIAL_CONTACTS && (
            <div>
              <button type="button" className="btn" onClick={() => contacts.append({ nom: '', email: '', telephone: '' })}>
                {t('commercial.contact.add')}
              </button>
            </div>
          )}
        </fieldset>
        <label>
          <input type="checkbox" {...register('avecAdresse')} /> {t('commercial.withAddress')}
        </label>
        {watch('avecAdresse') && <AddressFields legend={t('fields.AdresseCommerciale')} prefix="AdresseCommerciale" types={[TypeAdresse.FACTURATION]} />}
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {t('edit.save')}
          </button>
          <button type="button" className="btn" onClick={() => void navigate(back)}>
            {t('edit.cancel')}
          </button>
        </div>
        {guard}
      </form>
    </FormProvider>
  );
}
