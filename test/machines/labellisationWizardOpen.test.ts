import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { competenceRequestMachine } from '../../machines/competenceRequest.machine';
import { recognitionRequestMachine } from '../../machines/recognitionRequest.machine';
import { requestSubmissionMachine } from '../../machines/requestSubmission.machine';
import { takesTransition } from '../../machines/transition-taken';
import { OPENINGS } from '../../model-tests/labellisation-openings';

const [authority, information, expertOnOwnPage] = OPENINGS as [(typeof OPENINGS)[0], (typeof OPENINGS)[0], (typeof OPENINGS)[0]];

/**
 * Written from spec section 6's rows, not from the code: create a recognition request A, R; submit it A; create an
 * expert competence validation A, R, E; submit it A. The expert on their own page acts as the E they are.
 */
const SPEC = [
  { wizard: 'recognitionRequest', opening: authority, opens: true },
  { wizard: 'recognitionRequest', opening: information, opens: false },
  { wizard: 'recognitionRequest', opening: expertOnOwnPage, opens: false },
  { wizard: 'competenceRequest', opening: authority, opens: true },
  { wizard: 'competenceRequest', opening: information, opens: false },
  { wizard: 'competenceRequest', opening: expertOnOwnPage, opens: true },
  { wizard: 'recognitionSubmission', opening: authority, opens: true },
  { wizard: 'recognitionSubmission', opening: information, opens: false },
  { wizard: 'recognitionSubmission', opening: expertOnOwnPage, opens: false },
  { wizard: 'competenceSubmission', opening: authority, opens: true },
  { wizard: 'competenceSubmission', opening: information, opens: false },
  { wizard: 'competenceSubmission', opening: expertOnOwnPage, opens: false },
] as const;

const TAKES = {
  recognitionRequest: (o: typeof authority) => takesTransition(initialTransition(recognitionRequestMachine)[0], { type: 'OPEN', ...o }),
  competenceRequest: (o: typeof authority) => takesTransition(initialTransition(competenceRequestMachine)[0], { type: 'OPEN', ...o }),
  recognitionSubmission: (o: typeof authority) => takesTransition(initialTransition(requestSubmissionMachine)[0], { type: 'OPEN', kind: 'recognition', ...o }),
  competenceSubmission: (o: typeof authority) => takesTransition(initialTransition(requestSubmissionMachine)[0], { type: 'OPEN', kind: 'competence', ...o }),
};

describe("the labelling wizards' machines open to whom the matrix admits", () => {
  it.each(SPEC)('$wizard, caller $opening.caller.contactId: $opens', ({ wizard, opening, opens }) => {
    expect(TAKES[wizard](opening)).toBe(opens);
  });

  it("an expert's page opens to nobody but the expert", () => {
    expect(TAKES.competenceRequest({ ...expertOnOwnPage, expertId: 99 })).toBe(false);
  });
});
