import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrganisationDetail } from '../../../domain/wire/organisations';
import { useDeleteOrganisation } from '../../api/organisations/delete';
import { organisationRecordKeys } from '../../api/organisations/detail';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';

/**
 * "Delete organisation" (spec section 6, Authority only), asked first: the dialog says what ends and what stays
 * (server/services/organisations/delete.ts). The server's refusal (dossiers, labels) is shown where the button is.
 */
export function DeleteOrganisationButton({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useTranslation('organisations');
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteOrganisation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = () =>
    remove.mutate(
      { id: organisation.id, version: organisation.version },
      {
        onSuccess: () => {
          notifySuccess(t('delete.done', { nom: organisation.NomLong }));
          void navigate({ to: '/' }).then(() => queryClient.removeQueries({ queryKey: organisationRecordKeys.detail(organisation.id) }));
        },
        onError: (error) => {
          setRefusal(error.message ?? t('errors:generic'));
          setAsking(false);
        },
      },
    );
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        {t('delete.button')}
      </button>
      {refusal && (
        <p role="alert">
          <strong>{t('delete.refused')} : </strong>
          {refusal}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { nom: organisation.NomLong })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('common:cancel')}
          tone="danger"
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
