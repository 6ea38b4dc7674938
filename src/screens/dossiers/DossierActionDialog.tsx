import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DOSSIER_TEXT_MAX_LENGTH } from '../../../domain/schemas/dossiers';
import { MANAGER_DECISIONS, type ManagerDecision } from '../../../machines/access/managerDecisions';
import { useCancelDossier, useCancelServiceByProvider, useDeleteDossier, useDuplicateDossier, useManagerDecision } from '../../api/dossiers/actions';
import type { DossierSummary } from '../../api/dossiers/types';
import { failureOf } from '../../api/errors';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { DOSSIER_ACTION_CONTROLS, type ConfirmedAction } from './dossier-action-controls';
import { useDossierActionFeedback } from './useDossierActionFeedback';

interface DossierActionDialogProps {
  action: ConfirmedAction;
  dossier: DossierSummary;
  onClose: () => void;
}

/**
 * Asks before duplicating, deleting or cancelling a dossier or its performance, or before a manager's decision (with its
 * justification or question), then takes the action and says how it went.
 */
export function DossierActionDialog({ action, dossier, onClose }: DossierActionDialogProps) {
  const { t } = useTranslation('dossiers');
  const navigate = useNavigate();
  // On the dossier's own page a delete leaves it for the list; on Home or a filtered list the user stays put.
  const onItsPage = useParams({ strict: false }).dossierId === String(dossier.id);
  const feedback = useDossierActionFeedback();
  const duplicate = useDuplicateDossier();
  const remove = useDeleteDossier();
  const cancel = useCancelDossier();
  const cancelService = useCancelServiceByProvider();
  const decide = useManagerDecision();
  const { reference } = dossier;
  const control = DOSSIER_ACTION_CONTROLS[action];
  const versioned = { id: dossier.id, version: dossier.version };
  const settle = { onError: (error: unknown) => feedback.failed(failureOf(error)), onSettled: onClose };

  const decision = (key: ManagerDecision) => (text: string) =>
    decide.mutate({ ...versioned, decision: key, text }, { ...settle, onSuccess: () => feedback.done(key, reference) });
  const decisions = Object.fromEntries((Object.keys(MANAGER_DECISIONS) as ManagerDecision[]).map((key) => [key, decision(key)])) as Record<ManagerDecision, (text: string) => void>;

  const take: Record<ConfirmedAction, (justification: string) => void> = {
    ...decisions,
    duplicate: () =>
      duplicate.mutate(versioned, {
        ...settle,
        onSuccess: (copy) => {
          feedback.done('duplicate', reference);
          void navigate({ to: '/dossiers/$dossierId/recapitulatif', params: { dossierId: String(copy.id) } });
        },
      }),
    delete: () =>
      remove.mutate(versioned, {
        ...settle,
        onSuccess: async () => {
          feedback.done('delete', reference);
          if (onItsPage) await navigate({ to: '/dossiers' });
          remove.forget(dossier.id);
        },
      }),
    cancel: (justification) => cancel.mutate({ ...versioned, justification }, { ...settle, onSuccess: () => feedback.done('cancel', reference) }),
    cancelServiceByProvider: (justification) =>
      cancelService.mutate({ ...versioned, justification }, { ...settle, onSuccess: () => feedback.done('cancelServiceByProvider', reference) }),
  };

  return (
    <ConfirmDialog
      title={t(`confirm.${action}Title`, { reference })}
      text={t(`confirm.${action}Text`)}
      tone={control.tone}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.back')}
      justificationLabel={'justification' in control && control.justification !== 'none' ? t(control.justification === 'question' ? 'confirm.question' : 'confirm.justification') : undefined}
      justificationOptional={'justification' in control && control.justification === 'optionalJustification'}
      justificationMaxLength={DOSSIER_TEXT_MAX_LENGTH}
      requiredMessage={t('common:required')}
      busy={duplicate.isPending || remove.isPending || cancel.isPending || cancelService.isPending || decide.isPending}
      onConfirm={(justification) => take[action](justification)}
      onClose={onClose}
    />
  );
}
