import { useTranslation } from 'react-i18next';
import type { ManagerDecision } from '../../../machines/access/managerDecisions';
import type { ApiFailure } from '../../api/errors';
import { notifyError, notifySuccess } from '../../layout/notify';

/**
 * What a dossier action says when it ends: a success toast, or for a refusal the app's shell does not
 * already report (409 stale version or no longer allowed, 400 invalid text) a clear French error.
 */
export function useDossierActionFeedback() {
  const { t } = useTranslation('dossiers');
  return {
    done: (key: 'duplicate' | 'delete' | 'cancel' | 'cancelServiceByProvider' | ManagerDecision, reference: string) => notifySuccess(t(`done.${key}`, { reference })),
    failed: (failure: ApiFailure) => {
      if (failure.status === 409) notifyError(failure.code === 'Conflict' ? t('conflict') : t('invalidTransition'));
      else if (failure.status === 400) notifyError(failure.fields?.[0]?.message ?? failure.message ?? t('invalidTransition'));
    },
  };
}
