import type { CompletionFacts } from '../../../domain/labellisation-completion';
import type { DemandeDetail } from '../../../domain/wire/labellisation';

/** What the completion rule reads of a request, from its detail as the server answered it. */
export const completionFactsOf = (demande: DemandeDetail): CompletionFacts => ({
  type: demande.type,
  contactAssigneId: demande.contactAssigne?.id ?? null,
  commentaire: demande.commentaire,
  references: demande.references,
  documentTypes: demande.documents.map((d) => d.typeCode),
});
