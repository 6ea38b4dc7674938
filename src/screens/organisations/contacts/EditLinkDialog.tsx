import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateLinkPayload } from '../../../../domain/schemas/contact-links';
import type { OrganisationContactLink } from '../../../../domain/wire/organisations';
import { useLinkCall } from '../../../api/contact-links/calls';
import { FormDialog } from '../../../forms/FormDialog';
import { TextField } from '../../../forms/TextField';
import { notifySuccess } from '../../../layout/notify';
import { linkFailure } from './link-failure';
import { useSchemaForm } from '../../../forms/useSchemaForm';

interface Values {
  fonction: string;
  telephone: string;
  email: string;
}

/** The function, phone and e-mail a link gives its contact for the organisation (the Authority's). */
export function EditLinkDialog({ organisationId, link, onClose }: { organisationId: number; link: OrganisationContactLink; onClose: () => void }) {
  const { t } = useTranslation('contactLinks');
  const call = useLinkCall();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useSchemaForm<Values, UpdateLinkPayload>(UpdateLinkPayload, {
    defaultValues: { fonction: link.function ?? '', telephone: link.phone ?? '', email: link.email ?? '' },
  });
  const submit = async (body: UpdateLinkPayload) => {
    try {
      await call.mutateAsync({ kind: 'update', organisationId, linkId: link.id, body });
      notifySuccess(t('saved'));
      onClose();
    } catch (error) {
      setFailure(linkFailure(error, setError, ['fonction', 'telephone', 'email']));
    }
  };
  return (
    <FormDialog
      control={control}
      title={t('editTitle', { nom: `${link.contact.Prenom} ${link.contact.Nom}` })}
      submitLabel={t('common:save')}
      cancelLabel={t('common:cancel')}
      busy={formState.isSubmitting}
      failure={failure}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <TextField label={t('fonction')} autoFocus error={formState.errors.fonction?.message} {...register('fonction')} />
      <TextField label={t('telephone')} type="tel" autoComplete="off" error={formState.errors.telephone?.message} {...register('telephone')} />
      <TextField label={t('email')} type="email" autoComplete="off" error={formState.errors.email?.message} {...register('email')} />
    </FormDialog>
  );
}
