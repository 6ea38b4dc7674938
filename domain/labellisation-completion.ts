import { TypeDemandeLabellisation, type TypeDemandeLabellisationId } from './labellisation';

/**
 * The document types a labellisation request's completion asks for (types_document.contexte), and the code of
 * the one an expert competence validation cannot go without: the expert's CV.
 */
export const CONTEXTE_DEMANDE_LABELLISATION = 'demande-labellisation';
export const TYPE_DOCUMENT_CV_EXPERT_LABELLISATION = 'LABELLISATION_CV_EXPERT';

/** What the completion rule reads of a request. */
export interface CompletionFacts {
  type: TypeDemandeLabellisationId;
  contactAssigneId: number | null;
  commentaire: string | null;
  references: string | null;
  /** The codes of the document types uploaded to its completion. */
  documentTypes: readonly string[];
}

const blank = (text: string | null) => (text ?? '').trim() === '';

/**
 * What a request still lacks before it may be submitted (spec section 4: "requests are created, completed, then
 * submitted"), one French sentence each; none when it is complete. The completion wizard's summary, the
 * submission screen and the server's submission rule all read it. Our reading of the completion's steps: a
 * contact who follows the request (and alone answers a DRC), the presentation and the references that back it,
 * and for an expert's competences the expert's CV.
 */
export function completionProblems(facts: CompletionFacts): string[] {
  const problems: string[] = [];
  if (facts.contactAssigneId === null) problems.push('Désignez le contact qui suit la demande.');
  if (blank(facts.commentaire)) problems.push('Présentez la demande.');
  if (blank(facts.references)) problems.push('Indiquez les références qui appuient la demande.');
  if (facts.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE && !facts.documentTypes.includes(TYPE_DOCUMENT_CV_EXPERT_LABELLISATION)) {
    problems.push("Joignez le CV de l'expert.");
  }
  return problems;
}
