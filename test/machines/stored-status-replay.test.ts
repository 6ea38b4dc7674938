import { describe, expect, it } from 'vitest';
import { StatutChequeExpert, STATUT_CHEQUE_EXPERT_LABELS } from '../../domain/labellisation';
import { StatutValidationLien, STATUT_VALIDATION_LIEN_LABELS } from '../../domain/link-validation';
import { contactLinkMachine } from '../../machines/contactLink.machine';
import { INACTIVE_LINK_STATUS, STATE_BY_ETAT_LIEN } from '../../machines/contactLink.state';
import { expertCompetenceMachine } from '../../machines/expertCompetence.machine';
import { STATE_BY_STATUT_CHEQUE_EXPERT } from '../../machines/expertCompetence.state';
import { replayStoredHistory, type StoredLifecycle } from '../../machines/stored-status.replay';

const link: StoredLifecycle = { machine: contactLinkMachine, stateById: STATE_BY_ETAT_LIEN, storedAs: INACTIVE_LINK_STATUS, labels: STATUT_VALIDATION_LIEN_LABELS, noun: 'le lien' };
const competence: StoredLifecycle = { machine: expertCompetenceMachine, stateById: STATE_BY_STATUT_CHEQUE_EXPERT, labels: STATUT_CHEQUE_EXPERT_LABELS, noun: 'la compétence' };
const { EN_ATTENTE, VALIDE, REFUSE } = StatutValidationLien;
const { EN_ANALYSE, ELIGIBLE, EXPIRE, EN_RENOUVELLEMENT } = StatutChequeExpert;

describe("replaying a stored-status lifecycle's history through its machine", () => {
  it('follows a history the machine allows, its guards aside (the author, the expiry day), from a creation row or from a first decision', () => {
    const lived = [
      { event: 'REQUEST', fromStatut: null, toStatut: EN_ANALYSE },
      { event: 'VALIDATE', fromStatut: EN_ANALYSE, toStatut: ELIGIBLE },
      { event: 'EXPIRE', fromStatut: ELIGIBLE, toStatut: EXPIRE },
      { event: 'REQUEST', fromStatut: EXPIRE, toStatut: EN_ANALYSE },
    ];
    expect(replayStoredHistory(competence, lived, EN_ANALYSE)).toEqual([]);
    const decided = [
      { event: 'REFUSE_LINK', fromStatut: EN_ATTENTE, toStatut: REFUSE },
      { event: 'VALIDATE_LINK', fromStatut: REFUSE, toStatut: VALIDE },
      { event: 'DELETE_LINK', fromStatut: VALIDE, toStatut: VALIDE },
    ];
    expect(replayStoredHistory(link, decided, VALIDE)).toEqual([]);
    const requested = [
      { event: 'REQUEST_LINK', fromStatut: EN_ATTENTE, toStatut: EN_ATTENTE },
      { event: 'DELETE_LINK', fromStatut: EN_ATTENTE, toStatut: EN_ATTENTE },
      { event: 'REQUEST_LINK', fromStatut: EN_ATTENTE, toStatut: EN_ATTENTE },
      { event: 'VALIDATE_LINK', fromStatut: EN_ATTENTE, toStatut: VALIDE },
    ];
    expect(replayStoredHistory(link, requested, VALIDE)).toEqual([]);
  });

  it('flags a validated link that, deleted, is requested again: an ended link never comes back pending', () => {
    const revived = [
      { event: 'REQUEST_LINK', fromStatut: EN_ATTENTE, toStatut: EN_ATTENTE },
      { event: 'VALIDATE_LINK', fromStatut: EN_ATTENTE, toStatut: VALIDE },
      { event: 'DELETE_LINK', fromStatut: VALIDE, toStatut: VALIDE },
      { event: 'REQUEST_LINK', fromStatut: VALIDE, toStatut: EN_ATTENTE },
    ];
    expect(replayStoredHistory(link, revived, EN_ATTENTE).map((p) => p.row)).toEqual([3]);
  });

  it('flags an event the status reached does not accept, a row that moves the status outside the machine, a lost row and the wrong stored status', () => {
    // A validated link is final: requested again, it may not come back pending by the side door.
    const reopened = [
      { event: 'VALIDATE_LINK', fromStatut: EN_ATTENTE, toStatut: VALIDE },
      { event: 'REQUEST_AGAIN', fromStatut: VALIDE, toStatut: EN_ATTENTE },
      { event: 'REFUSE_LINK', fromStatut: EN_ATTENTE, toStatut: REFUSE },
    ];
    expect(replayStoredHistory(link, reopened, REFUSE).map((p) => p.message)).toEqual([
      "REQUEST_AGAIN n'est pas un événement du cycle de vie, mais le statut a changé de « Validé » (1) à « En attente » (0).",
    ]);
    const twice = [
      { event: 'REFUSE_LINK', fromStatut: EN_ATTENTE, toStatut: REFUSE },
      { event: 'REFUSE_LINK', fromStatut: REFUSE, toStatut: REFUSE },
    ];
    expect(replayStoredHistory(link, twice, REFUSE)).toEqual([
      {
        kind: 'lifecycle',
        row: 1,
        message: "REFUSE_LINK n'est pas accepté au statut atteint, « Refusé » (2) ; le cycle de vie y attend VALIDATE_LINK, DELETE_LINK. La ligne enregistre un passage de « Refusé » (2) à « Refusé » (2).",
      },
    ]);
    const misplaced = [
      { event: 'REQUEST_LINK', fromStatut: EN_ATTENTE, toStatut: EN_ATTENTE },
      { event: 'EDIT_CONTACT', fromStatut: VALIDE, toStatut: VALIDE },
    ];
    expect(replayStoredHistory(link, misplaced, VALIDE).map((p) => p.message)).toEqual([
      'EDIT_CONTACT est enregistré au statut « Validé » (1) alors que le lien était au statut « En attente » (0).',
    ]);
    const elsewhere = [
      { event: 'REQUEST_LINK', fromStatut: EN_ATTENTE, toStatut: EN_ATTENTE },
      { event: 'VALIDATE_LINK', fromStatut: EN_ATTENTE, toStatut: REFUSE },
    ];
    expect(replayStoredHistory(link, elsewhere, REFUSE).map((p) => p.message)).toEqual([
      'Le cycle de vie mène par VALIDATE_LINK de « En attente » (0) à « Validé » (1), mais la ligne enregistre « Refusé » (2).',
    ]);
    const lost = [
      { event: 'REQUEST', fromStatut: null, toStatut: EN_ANALYSE },
      { event: 'REQUEST', fromStatut: ELIGIBLE, toStatut: EN_RENOUVELLEMENT },
    ];
    expect(replayStoredHistory(competence, lost, EN_RENOUVELLEMENT).map((p) => p.message)).toEqual([expect.stringMatching(/^REQUEST part de « .+ » \(34\), mais la compétence était au statut « .+ » \(32\)\.$/)]);
    expect(replayStoredHistory(competence, lost.slice(0, 1), ELIGIBLE)).toEqual([
      { kind: 'lifecycle', row: null, message: expect.stringMatching(/^L'historique de la compétence mène au statut « .+ » \(32\), mais son statut enregistré est « .+ » \(34\)\.$/) },
    ]);
  });
});
