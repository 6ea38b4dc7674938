import { useTranslation } from 'react-i18next';
import type { DemandeAction } from '../../../machines/access/labellisationAccess';
import { failureOf } from '../../api/errors';
import { notifyError, notifySuccess } from '../../layout/notify';

/**
 * What an action on a request says when it ends: a success toast, or the server's own French words for a
 * refusal the app's shell does not already report (409: no longer possible or stale; 400: the text refused).
 */
export function useActionFeedback() {
  const { t } = useTranslation('labellisation');
  return {
    /** `context` 'competence': the text of a competence validation where it differs (i18next's context suffix). */
    done: (action: DemandeAction, reference: string, context?: 'competence') => notifySuccess(t(`act.${action}.done`, { reference, context })),
    failed: (error: unknown) => {
      const failure = failureOf(error);
      if (failure.status === 409) notifyError(failure.code === 'Conflict' ? t('act.conflict') : (failure.message ?? t('act.invalidTransition')));
      else if (failure.status === 400) notifyError(failure.fields?.map((f) => f.message).join(' ') || failure.message || t('act.invalidTransition'));
    },
  };
}
