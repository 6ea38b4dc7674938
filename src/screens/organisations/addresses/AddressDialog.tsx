import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressInput, EMPTY_ADDRESS, type AddressFormValues } from '../../../../domain/schemas/address';
import { TypeAdresse } from '../../../../domain/organisation-types';
import type { OrganisationAddress } from '../../../../domain/wire/organisations';
import { failureOf } from '../../../api/errors';
import { useAddressCall } from '../../../api/addresses/manage';
import { AddressFields } from '../../../forms/AddressFields';
import { FormDialog } from '../../../forms/FormDialog';
import { notifySuccess } from '../../../layout/notify';
import { showFieldFailures } from '../save-failure';
import { useSchemaForm } from '../../../forms/useSchemaForm';

type Values = AddressFormValues;

const TYPES = [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT, TypeAdresse.FACTURATION] as const;
const FIELDS = Object.keys(EMPTY_ADDRESS);

const valuesOf = (a: OrganisationAddress): Values => ({
  typeAdresse: String(a.TypeAdresse),
  nom: a.nom ?? '',
  rue: a.rue,
  numero: a.numero,
  boite: a.boite ?? '',
  codePostal: a.codePostal,
  localite: a.localite,
  pays: a.pays,
});

/** Adds an address to the organisation, or edits one of its manual addresses (`address`). */
export function AddressDialog({ organisationId, address, onClose }: { organisationId: number; address?: OrganisationAddress; onClose: () => void }) {
  const { t } = useTranslation('addresses');
  const call = useAddressCall(organisationId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<Values, AddressInput>(AddressInput, {
    defaultValues: address ? valuesOf(address) : EMPTY_ADDRESS,
  });
  const submit = async (body: AddressInput) => {
    setFailure(null);
    try {
      await call.mutateAsync(address ? { kind: 'update', id: address.AdresseId, body } : { kind: 'add', body });
      notifySuccess(t(address ? 'saved' : 'added'));
      onClose();
    } catch (error) {
      const { status, fields, message } = failureOf(error);
      if (status === 400 && fields?.length) showFieldFailures(fields, form.setError, FIELDS);
      else if (status === 409 || status === 400) setFailure(message ?? t('failed'));
    }
  };
  return (
    <FormProvider {...form}>
      <FormDialog
        control={form.control}
        title={t(address ? 'editTitle' : 'addTitle')}
        submitLabel={t('common:save')}
        cancelLabel={t('common:cancel')}
        busy={form.formState.isSubmitting}
        failure={failure}
        onSubmit={form.handleSubmit(submit)}
        onClose={onClose}
      >
        <AddressFields legend={t('fields')} types={TYPES} />
      </FormDialog>
    </FormProvider>
  );
}
