import { createContext, useContext } from 'react';
import type { StepScreen, WizardKind } from '../../../domain/wizard-steps';
import type { DossierDetail } from '../../api/dossiers/types';
import type { WizardFlow } from './useWizardFlow';

/** What every step screen of a dossier's wizard reads: which wizard, the dossier as loaded, and the flow. */
export interface WizardState {
  wizard: WizardKind;
  screen: StepScreen<WizardKind>;
  dossier: DossierDetail;
  /** The screens the wizard guard opens (openScreens), in order. */
  open: ReadonlyArray<StepScreen<WizardKind>>;
  flow: WizardFlow;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard outside a wizard step');
  return state;
}
