import { describe, expect, it } from 'vitest';
import { StatutChequeExpert, STATUT_CHEQUE_EXPERT_LABELS } from '../../domain/labellisation';
import { StatutValidationLien, STATUT_VALIDATION_LIEN_LABELS } from '../../domain/link-validation';
import { contactLinkMachine } from '../../machines/contactLink.machine';
import { INACTIVE_LINK_STATUS, STATE_BY_ETAT_LIEN } from '../../machines/contactLink.state';
import { expertCompetenceMachine } from '../../machines/expertCompetence.machine';
import { STATE_BY_STATUT_CHEQUE_EXPERT } from '../../machines/expertCompetence.state';
import { replayStoredHistory, type StoredLifecycle } from '../../machines/stored-status.replay';
import { historyRows as rows } from '../support/history-rows';

const link: StoredLifecycle = { machine: contactLinkMachine, stateById: STATE_BY_ETAT_LIEN, storedAs: INACTIVE_LINK_STATUS, labels: STATUT_VALIDATION_LIEN_LABELS, noun: 'le lien' };
const competence: StoredLifecycle = { machine: expertCompetenceMachine, stateById: STATE_BY_STATUT_CHEQUE_EXPERT, labels: STATUT_CHEQUE_EXPERT_LABELS, noun: 'la compétence' };
const { EN_ATTENTE, VALIDE, REFUSE } = StatutValidationLien;
const { EN_ANALYSE, ELIGIBLE, EXPIRE, EN_RENOUVELLEMENT } = StatutChequeExpert;

describe("replaying a stored-status lifecycle's history through its machine", () => {
  it('follows a history the machine allows, its guards aside (the author, the expiry day), from a creation row or from a first decision', () => {
    const lived = rows(['REQUEST', null, EN_ANALYSE], ['VALIDATE', EN_ANALYSE, ELIGIBLE], ['EXPIRE', ELIGIBLE, EXPIRE], ['REQUEST', EXPIRE, EN_ANALYSE]);
    expect(replayStoredHistory(competence, lived, EN_ANALYSE)).toEqual([]);
    const decided = rows(['REFUSE_LINK', EN_ATTENTE, REFUSE], ['VALIDATE_LINK', REFUSE, VALIDE], ['DELETE_LINK', VALIDE, VALIDE]);
    expect(replayStoredHistory(link, decided, VALIDE)).toEqual([]);
    const requested = rows(['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE], ['DELETE_LINK', EN_ATTENTE, EN_ATTENTE], ['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE], ['VALIDATE_LINK', EN_ATTENTE, VALIDE]);
    expect(replayStoredHistory(link, requested, VALIDE)).toEqual([]);
  });

  it('flags a validated link that, deleted, is requested again: an ended link never comes back pending', () => {
    const revived = rows(['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE], ['VALIDATE_LINK', EN_ATTENTE, VALIDE], ['DELETE_LINK', VALIDE, VALIDE], ['REQUEST_LINK', VALIDE, EN_ATTENTE]);
    expect(replayStoredHistory(link, revived, EN_ATTENTE).map((p) => p.row)).toEqual([3]);
  });

  describe('flags an event the status reached does not accept, a row that moves the status outside the machine, a lost row and the wrong stored status', () => {
    // reopened: a validated link is final; requested again, it may not come back pending by the side door.
    it.each([
      ['reopened', link, rows(['VALIDATE_LINK', EN_ATTENTE, VALIDE], ['REQUEST_AGAIN', VALIDE, EN_ATTENTE], ['REFUSE_LINK', EN_ATTENTE, REFUSE]), REFUSE, "REQUEST_AGAIN n'est pas un événement du cycle de vie, mais le statut a changé de « Validé » (1) à « En attente » (0)."],
      ['misplaced', link, rows(['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE], ['EDIT_CONTACT', VALIDE, VALIDE]), VALIDE, 'EDIT_CONTACT est enregistré au statut « Validé » (1) alors que le lien était au statut « En attente » (0).'],
      ['elsewhere', link, rows(['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE], ['VALIDATE_LINK', EN_ATTENTE, REFUSE]), REFUSE, 'Le cycle de vie mène par VALIDATE_LINK de « En attente » (0) à « Validé » (1), mais la ligne enregistre « Refusé » (2).'],
      ['lost', competence, rows(['REQUEST', null, EN_ANALYSE], ['REQUEST', ELIGIBLE, EN_RENOUVELLEMENT]), EN_RENOUVELLEMENT, expect.stringMatching(/^REQUEST part de « .+ » \(34\), mais la compétence était au statut « .+ » \(32\)\.$/)],
    ])('%s', (_case, lifecycle, history, stored, message) => {
      expect(replayStoredHistory(lifecycle, history, stored).map((p) => p.message)).toEqual([message]);
    });

    it('twice refused, and a stored status its history does not reach', () => {
      const twice = rows(['REFUSE_LINK', EN_ATTENTE, REFUSE], ['REFUSE_LINK', REFUSE, REFUSE]);
      expect(replayStoredHistory(link, twice, REFUSE)).toEqual([
        { kind: 'lifecycle', row: 1, message: "REFUSE_LINK n'est pas accepté au statut atteint, « Refusé » (2) ; le cycle de vie y attend VALIDATE_LINK, DELETE_LINK. La ligne enregistre un passage de « Refusé » (2) à « Refusé » (2)." },
      ]);
      expect(replayStoredHistory(competence, rows(['REQUEST', null, EN_ANALYSE]), ELIGIBLE)).toEqual([
        { kind: 'lifecycle', row: null, message: expect.stringMatching(/^L'historique de la compétence mène au statut « .+ » \(32\), mais son statut enregistré est « .+ » \(34\)\.$/) },
      ]);
    });
  });
});
