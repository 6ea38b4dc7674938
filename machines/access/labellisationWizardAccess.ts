import { isExpertSelf, mayActOnCompetences } from './competenceAccess';
import type { DossierCaller } from './dossierScope';
import { mayActForProvider } from './labellisationAccess';

/**
 * Who opens a labelling wizard (spec sections 2 and 6): from a provider's label file, a contact of that provider whose
 * type the matrix's row admits; from an expert's own page, the expert themself, for one of their providers that
 * admits it. The wizards' machines ask it on their `OPEN` event, which the routes ask.
 */
export interface LabellisationWizardOpening {
  caller: DossierCaller;
  /** The provider of the label file, or the expert's providers. */
  organisationIds: readonly number[];
  /** The expert of the expert's own page; null from a provider's label file. */
  expertId: number | null;
}

type ProviderRule = (caller: DossierCaller, organisationId: number) => boolean;

function opens({ caller, organisationIds, expertId }: LabellisationWizardOpening, rule: ProviderRule): boolean {
  if (expertId !== null && !isExpertSelf(caller, expertId)) return false;
  return organisationIds.some((id) => rule(caller, id));
}

/** The recognition request's creation: the matrix's "create a recognition request" row. */
export const mayCreateRecognition = (opening: LabellisationWizardOpening) => opens(opening, (caller, id) => mayActForProvider(caller, id, 'create'));

/** The expert competence validation's creation: the matrix's "create an expert competence validation" row. */
export const mayCreateCompetence = (opening: LabellisationWizardOpening) => opens(opening, (caller, id) => mayActOnCompetences(caller, id, 'create'));

/** A group's submission: recognition requests or competence validations, each kind its row of the matrix. */
export const maySubmitRequests = (opening: LabellisationWizardOpening & { kind: 'recognition' | 'competence' }) =>
  opens(opening, (caller, id) => (opening.kind === 'recognition' ? mayActForProvider(caller, id, 'submit') : mayActOnCompetences(caller, id, 'submit')));
