import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCancelDossier, useDeleteDossier, useDuplicateDossier } from '../../api/dossiers/actions';
import type { DossierSummary } from '../../api/dossiers/types';
import type { ApiFailure } from '../../api/errors';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { DOSSIER_TEXT_MAX_LENGTH } from '../../../domain/schemas/dossiers';
import { screenOfEtape } from '../../../domain/wizard-steps';
import { wizardOfDroit } from '../../../machines/access/wizardAccess';
import { dossierViewLink } from '../../routes/dossier-paths';
import { stepTo } from '../../routes/wizard-paths';
import { useSession } from '../../session/SessionContext';
import { useDossierActionFeedback } from './useDossierActionFeedback';
import styles from './DossierActions.module.css';

type Confirming = 'duplicate' | 'delete' | 'cancel' | null;

/**
 * The actions of spec section 2 the server says the caller may take on this dossier (view, complete,
 * duplicate, delete, cancel); an action not allowed is not offered. Irreversible ones ask first.
 */
export function DossierActions({ dossier, showView = true }: { dossier: DossierSummary; showView?: boolean }) {
  const { t } = useTranslation('dossiers');
  const navigate = useNavigate();
  const feedback = useDossierActionFeedback();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const duplicate = useDuplicateDossier();
  const remove = useDeleteDossier();
  const cancel = useCancelDossier();
  const { actions, reference } = dossier;
  const droitId = useSession((s) => s.context.droitId);
  // Completing opens the right's wizard at the screen of the saved step (its guard may send elsewhere).
  const wizard = droitId === null ? null : wizardOfDroit(droitId);
  const versioned = { id: dossier.id, version: dossier.version };
  const label = (action: string) => t('actions.for', { action: t(`actions.${action}`), reference });
  const onError = (error: unknown) => feedback.failed(error as ApiFailure);

  const confirm = (justification: string) => {
    const close = () => setConfirming(null);
    if (confirming === 'duplicate')
      duplicate.mutate(versioned, {
        onSuccess: (copy) => {
          feedback.done('duplicate', reference);
          void navigate({ to: '/dossiers/$dossierId/recapitulatif', params: { dossierId: String(copy.id) } });
        },
        onError,
        onSettled: close,
      });
    if (confirming === 'delete')
      remove.mutate(versioned, {
        onSuccess: () => {
          feedback.done('delete', reference);
          void navigate({ to: '/dossiers' });
        },
        onError,
        onSettled: close,
      });
    if (confirming === 'cancel')
      cancel.mutate({ ...versioned, justification }, { onSuccess: () => feedback.done('cancel', reference), onError, onSettled: close });
  };

  return (
    <div className={styles.actions}>
      {showView && actions.view && (
        <Link {...dossierViewLink(droitId, dossier.id)} className="btn" aria-label={label('view')}>
          {t('actions.view')}
        </Link>
      )}
      {actions.complete && wizard && (
        <Link
          to={stepTo(wizard, screenOfEtape(wizard, dossier.EtapeEncodage))}
          params={{ dossierId: String(dossier.id) }}
          className="btn"
          aria-label={label('complete')}
        >
          {t('actions.complete')}
        </Link>
      )}
      {actions.duplicate && (
        <button type="button" className="btn" aria-label={label('duplicate')} onClick={() => setConfirming('duplicate')}>
          {t('actions.duplicate')}
        </button>
      )}
      {actions.delete && (
        <button type="button" className="btn btn-danger" aria-label={label('delete')} onClick={() => setConfirming('delete')}>
          {t('actions.delete')}
        </button>
      )}
      {actions.cancel && (
        <button type="button" className="btn btn-danger" aria-label={label('cancel')} onClick={() => setConfirming('cancel')}>
          {t('actions.cancel')}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(`confirm.${confirming}Title`, { reference })}
          text={t(`confirm.${confirming}Text`)}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.back')}
          justificationLabel={confirming === 'cancel' ? t('confirm.justification') : undefined}
          justificationMaxLength={DOSSIER_TEXT_MAX_LENGTH}
          requiredMessage={t('common:required')}
          busy={duplicate.isPending || remove.isPending || cancel.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
