import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import type { DossierDetail } from '../../api/dossiers/types';
import { failureOf } from '../../api/errors';
import { showSaveFailure } from '../../forms/save-failure';

/**
 * Runs a call that saves the dossier's information. On success the dossier is read again and `onSaved`
 * gets it (the wizard's next screen, the edit screen's notice); on failure, see showSaveFailure.
 */
export function useDossierSave<T extends FieldValues>(
  dossierId: number,
  onSaved: (fresh: DossierDetail) => void,
  setError?: UseFormSetError<T>,
  fieldNames: readonly string[] = [],
) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reload = (): Promise<DossierDetail> => queryClient.fetchQuery({ ...dossierDetailQuery(dossierId), staleTime: 0 });

  const run = async (call: () => Promise<unknown>, after: (fresh: DossierDetail) => void = onSaved) => {
    setBusy(true);
    try {
      await call();
      after(await reload());
    } catch (error) {
      await showSaveFailure(failureOf(error), { setError, fieldNames, reload });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
