import { describe, expect, it } from 'vitest';
import { TypeDemandeLabellisation } from '../../domain/labellisation';
import { completionProblems, completionProblemsByStep, TYPE_DOCUMENT_CV_EXPERT_LABELLISATION, type CompletionFacts } from '../../domain/labellisation-completion';

/** What a labellisation request lacks before it may be submitted (spec section 4: created, completed, then submitted). */
describe('completionProblemsByStep', () => {
  const complete: CompletionFacts = { type: TypeDemandeLabellisation.RECONNAISSANCE, contactAssigneId: 5, commentaire: 'Notre offre', references: 'Trois clients', documentTypes: [] };

  it('lists nothing for a complete recognition request', () => {
    expect(completionProblems(complete)).toEqual([]);
  });

  it('asks for the contact, the presentation and the references, a blank text counting as none', () => {
    expect(completionProblemsByStep({ ...complete, contactAssigneId: null, commentaire: '  ', references: null })).toEqual({
      contact: [expect.stringMatching(/contact/)],
      specificData: [expect.stringMatching(/Présentez/), expect.stringMatching(/références/)],
      documents: [],
    });
  });

  it("asks an expert competence validation for the expert's CV", () => {
    const competence = { ...complete, type: TypeDemandeLabellisation.VALIDATION_COMPETENCE };
    expect(completionProblemsByStep(competence).documents).toEqual([expect.stringMatching(/CV/)]);
    expect(completionProblems({ ...competence, documentTypes: [TYPE_DOCUMENT_CV_EXPERT_LABELLISATION] })).toEqual([]);
  });
});
