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

/** The completion wizard's steps that hold data (spec section 2: contact 1, specific-data 2, documents 3). */
export type CompletionDataStep = 'contact' | 'specificData' | 'documents';

/**
 * What a request still lacks, step by step of its completion wizard, one French sentence each. Our reading of the
 * steps: a contact who follows the request (and alone answers a DRC), the presentation and the references that
 * back it, and for an expert's competences the expert's CV.
 */
export function completionProblemsByStep(facts: CompletionFacts): Record<CompletionDataStep, string[]> {
  return {
    contact: facts.contactAssigneId === null ? ['Désignez le contact qui suit la demande.'] : [],
    specificData: [...(blank(facts.commentaire) ? ['Présentez la demande.'] : []), ...(blank(facts.references) ? ['Indiquez les références qui appuient la demande.'] : [])],
    documents:
      facts.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE && !facts.documentTypes.includes(TYPE_DOCUMENT_CV_EXPERT_LABELLISATION) ? ["Joignez le CV de l'expert."] : [],
  };
}

/**
 * What a request still lacks before it may be submitted (spec section 4: "requests are created, completed, then
 * submitted"); none when it is complete. The completion wizard's guards and summary, the submission screen and
 * the server's submission rule all read it.
 */
export function completionProblems(facts: CompletionFacts): string[] {
  const byStep = completionProblemsByStep(facts);
  return [...byStep.contact, ...byStep.specificData, ...byStep.documents];
}
