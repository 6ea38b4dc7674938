import { useTranslation } from 'react-i18next';
import { LINK_REASON_MAX_LENGTH } from '../../../domain/schemas/contact-links';
import { useDeleteMyLink } from '../../api/profile/delete-my-link';
import type { MyLink } from '../../api/profile/my-identity';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifyError, notifySuccess } from '../../layout/notify';
import { refusalMessage } from './failure-message';
import { typeContactLabel } from './labels';

/** "A user can delete a role with a justification" (spec section 6): asked first, since only a new request gives it back. */
export function DeleteLinkDialog({ contactId, link, onClose }: { contactId: number; link: MyLink; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const remove = useDeleteMyLink();
  const names = { role: typeContactLabel(link.type_contact_id), organisation: link.nom };
  const confirm = (reason: string) =>
    remove.mutate(
      { contactId, typeId: link.type_contact_id, organisationId: link.id, reason },
      {
        onSuccess: () => notifySuccess(t('links.deleted', names)),
        onError: (error) => {
          const refusal = refusalMessage(error);
          if (refusal) notifyError(refusal);
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      title={t('links.deleteTitle')}
      text={t('links.deleteText', names)}
      tone="danger"
      confirmLabel={t('links.deleteConfirm')}
      cancelLabel={t('common:cancel')}
      justificationLabel={t('links.deleteReason')}
      justificationMaxLength={LINK_REASON_MAX_LENGTH}
      requiredMessage={t('common:required')}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
