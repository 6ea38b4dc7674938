import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import type { DossierDetail } from '../../api/dossiers/types';
import type { ApiFailure } from '../../api/errors';
import { notifyInfo } from '../../layout/notify';
import { showSaveFailure } from '../../forms/save-failure';
import { useWizard } from './WizardContext';

/**
 * Runs a step's call. On success the dossier is read again, so that the guard and the statechart judge
 * with the server's answer, and the flow goes where it opens (by default the next screen). On failure,
 * see showSaveFailure.
 */
export function useStepSave<T extends FieldValues>(setError?: UseFormSetError<T>, fieldNames: readonly string[] = []) {
  const { t } = useTranslation('wizard');
  const { dossier, flow } = useWizard();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reload = (): Promise<DossierDetail> => queryClient.fetchQuery({ ...dossierDetailQuery(dossier.id), staleTime: 0 });
  const goNext = (fresh: DossierDetail) => {
    if (!flow.next(fresh)) notifyInfo(t('errors.nextClosed'));
  };

  const run = async (call: () => Promise<unknown>, after: (fresh: DossierDetail) => void = goNext) => {
    setBusy(true);
    try {
      await call();
      after(await reload());
    } catch (error) {
      await showSaveFailure(error as ApiFailure, { setError, fieldNames, reload });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
