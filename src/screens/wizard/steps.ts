import type { FC } from 'react';
import type { StepScreen } from '../../../domain/wizard-steps';
import { BeneficiaireStep } from './BeneficiaireStep';
import { ChequeStep } from './ChequeStep';
import { CompetencesStep } from './CompetencesStep';
import { ConfirmationStep } from './ConfirmationStep';
import { DocumentsStep } from './DocumentsStep';
import { FinancierStep } from './FinancierStep';
import { PrestataireStep } from './PrestataireStep';
import { PrestationStep } from './PrestationStep';
import { RecapitulatifStep } from './RecapitulatifStep';
import { SpecificitesStep } from './SpecificitesStep';

/**
 * The screen of each numbered step. The initiation's screens are the introduction's first three, recap,
 * documents and confirmation: the same components, which read the wizard they are in.
 */
export const STEP_COMPONENTS: Record<StepScreen<'introduction'>, FC> = {
  cheque: ChequeStep,
  beneficiaire: BeneficiaireStep,
  prestataire: PrestataireStep,
  competences: CompetencesStep,
  prestation: PrestationStep,
  financier: FinancierStep,
  specificites: SpecificitesStep,
  recapitulatif: RecapitulatifStep,
  documents: DocumentsStep,
  confirmation: ConfirmationStep,
};
