import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { DossierDetail } from '../../api/dossiers/types';
import { notifyInfo } from '../../layout/notify';
import { useDossierSave } from './useDossierSave';
import { useWizard } from './WizardContext';

/** What follows a step's save: the next screen its dossier opens, so that the guard and the statechart judge with the server's answer. */
export function useGoNext(): (fresh: DossierDetail) => void {
  const { t } = useTranslation('wizard');
  const { flow } = useWizard();
  return (fresh) => {
    if (!flow.next(fresh)) notifyInfo(t('errors.nextClosed'));
  };
}

/** Runs a wizard step's call (useDossierSave), then goes where the flow opens. */
export function useStepSave<T extends FieldValues>(setError?: UseFormSetError<T>, fieldNames: readonly string[] = []) {
  const { dossier } = useWizard();
  return useDossierSave(dossier.id, useGoNext(), setError, fieldNames);
}
