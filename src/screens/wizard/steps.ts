import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { StepScreen } from '../../../domain/wizard-steps';

/**
 * The screen of each numbered step, each fetched when its route is entered (or preloaded). The
 * initiation's screens are the introduction's first three, recap, documents and confirmation: the same
 * components, which read the wizard they are in.
 */
export const STEP_COMPONENTS: Record<StepScreen<'introduction'>, RouteComponent> = {
  cheque: lazyRouteComponent(() => import('./ChequeStep'), 'ChequeStep'),
  beneficiaire: lazyRouteComponent(() => import('./BeneficiaireStep'), 'BeneficiaireStep'),
  prestataire: lazyRouteComponent(() => import('./PrestataireStep'), 'PrestataireStep'),
  competences: lazyRouteComponent(() => import('./CompetencesStep'), 'CompetencesStep'),
  prestation: lazyRouteComponent(() => import('./PrestationStep'), 'PrestationStep'),
  financier: lazyRouteComponent(() => import('./FinancierStep'), 'FinancierStep'),
  specificites: lazyRouteComponent(() => import('./SpecificitesStep'), 'SpecificitesStep'),
  recapitulatif: lazyRouteComponent(() => import('./RecapitulatifStep'), 'RecapitulatifStep'),
  documents: lazyRouteComponent(() => import('./DocumentsStep'), 'DocumentsStep'),
  confirmation: lazyRouteComponent(() => import('./ConfirmationStep'), 'ConfirmationStep'),
};
