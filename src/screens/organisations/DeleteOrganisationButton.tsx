import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrganisationDetail } from '../../../domain/wire/organisations';
import { useDeleteOrganisation } from '../../api/organisations/delete';
import { organisationRecordKeys } from '../../api/organisations/detail';
import { DeleteAfterAsking } from '../../forms/DeleteAfterAsking';
import { notifySuccess } from '../../layout/notify';

/**
 * "Delete organisation" (spec section 6, Authority only), asked first: the dialog says what ends and what stays
 * (server/services/organisations/delete.ts). The server's refusal (dossiers, labels) is shown where the button is.
 */
export function DeleteOrganisationButton({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useTranslation('organisations');
  const remove = useDeleteOrganisation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteOrganisation = async () => {
    await remove.mutateAsync({ id: organisation.id, version: organisation.version });
    notifySuccess(t('delete.done', { nom: organisation.NomLong }));
    await navigate({ to: '/' });
    queryClient.removeQueries({ queryKey: organisationRecordKeys.detail(organisation.id) });
  };
  return (
    <DeleteAfterAsking
      texts={{
        button: t('delete.button'),
        title: t('delete.title'),
        text: t('delete.text', { nom: organisation.NomLong }),
        confirm: t('delete.confirm'),
        cancel: t('common:cancel'),
        refused: t('delete.refused'),
      }}
      onConfirm={deleteOrganisation}
    />
  );
}
