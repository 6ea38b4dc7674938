import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Droit, DOSSIER_MANAGER_DROITS } from '../../domain/droits';
import type { StatutDossierId } from '../../domain/dossier-status';
import type { EtapeEncodageId } from '../../domain/encoding-steps';
import { DOSSIER_ACTIONS, dossierActionEvent, dossierActionVerdict, type DossierForAccess } from '../../machines/access/dossierActions';
import type { DossierCaller } from '../../machines/access/dossierScope';
import { dossierStatusMachine } from '../../machines/dossierStatus.machine';
import { dossierStateValue, restoreDossierStatus } from '../../machines/dossierStatus.state';
import type { DossierStatusEvent } from '../../machines/dossierStatus.types';
import { dossierStatusTable, type DossierSender } from './dossierStatus.table';
import { itEqualsItsTable } from './equality';
import { leafOf, transitionRelation, valueOf } from './relation';
import { CALLER_CONTACT_ID, contactCaller, lettersWhere, sortedLetters } from './callers';
import type { Party } from './types';

const PROVIDER_ORG = 100;
const BENEFICIARY_ORG = 200;

describe('dossierStatus equals its oracle table (spec section 4)', () => {
  itEqualsItsTable(dossierStatusMachine, dossierStatusTable);

  it('each leaf state stands for the status id the table gives, and a stored status restores to it', () => {
    for (const [state, statut] of Object.entries(dossierStatusTable.statusOf)) {
      if (statut === null) continue;
      const facts = {
        statut: statut as StatutDossierId,
        etapeEncodage: (state === 'introduction.dataLocked' ? 7 : 2) as EtapeEncodageId,
        rapportSoumis: state.endsWith('reportSubmittedToBeneficiary'),
      };
      expect(leafOf(restoreDossierStatus(facts)), `status ${statut}`).toBe(state);
      expect(dossierStateValue(facts)).toBeDefined();
    }
    expect(Object.keys(dossierStatusTable.statusOf).sort()).toEqual([...dossierStatusTable.states].sort());
  });

  it('the effects the server performs (XState run) are the table\'s, for every unguarded row', () => {
    for (const row of dossierStatusTable.rows.filter((r) => !r.guard)) {
      const snapshot = dossierStatusMachine.resolveState({ value: valueOf(row.from) });
      const [next, actions] = transition(dossierStatusMachine, snapshot, { type: row.event } as DossierStatusEvent);
      expect(leafOf(next), `${row.from} ${row.event}`).toBe(row.to);
      expect(actions.map((action) => action.type), `${row.from} ${row.event}`).toEqual(row.effects);
    }
  });

  it('the relation reader sees inherited transitions (a sub-state answers its parent\'s events)', () => {
    const inherited = transitionRelation(dossierStatusMachine).filter((t) => t.declaredBy !== t.from);
    expect(inherited.map((t) => `${t.from} ${t.event}`)).toContain('serviceConfirmed.reportSubmittedToBeneficiary CANCEL_SERVICE');
  });
});

/** A dossier in the row's state, at the step the row's sender needs (else a step natural for that state). */
function dossierFor(from: string, sender: DossierSender, overrides: Partial<DossierForAccess> = {}): DossierForAccess {
  const defaultStep = from === 'introduction.dataLocked' ? 7 : from === 'introduction.encoding' ? 2 : 8;
  return {
    statut: dossierStatusTable.statusOf[from] as StatutDossierId,
    etapeEncodage: (sender.atStep ?? defaultStep) as EtapeEncodageId,
    anciennePlateforme: false,
    beneficiaireId: BENEFICIARY_ORG,
    prestataireId: PROVIDER_ORG,
    rapportSoumis: from.endsWith('reportSubmittedToBeneficiary'),
    contactIds: [CALLER_CONTACT_ID],
    ...overrides,
  };
}


describe("who may send each event is who the server's access rules let send it (machines/access/dossierActions.ts, matrix of section 6)", () => {
  const actionsOf = (event: string) => DOSSIER_ACTIONS.filter((action) => dossierActionEvent(action) === event);

  it('every event of the access rules is an event of the table, and the platform\'s events are nobody\'s action', () => {
    const events = new Set(dossierStatusTable.rows.map((row) => row.event));
    expect(DOSSIER_ACTIONS.map(dossierActionEvent).filter((event) => event !== undefined && !events.has(event))).toEqual([]);
    for (const row of dossierStatusTable.rows.filter((r) => r.by.platform)) expect(actionsOf(row.event), row.event).toEqual([]);
    for (const row of dossierStatusTable.rows.filter((r) => !r.by.platform)) expect(actionsOf(row.event), row.event).toHaveLength(1);
  });

  for (const row of dossierStatusTable.rows.filter((r) => !r.by.platform)) {
    it(`${row.from} ${row.event}`, () => {
      const [action] = actionsOf(row.event);
      const allowed = (dossier: DossierForAccess, caller: DossierCaller) => dossierActionVerdict(action!, dossier, caller) === 'allowed';
      const sides: Array<[keyof DossierSender & ('provider' | 'beneficiary'), number, number]> = [
        ['provider', Droit.Prestataire, PROVIDER_ORG],
        ['beneficiary', Droit.Beneficiaire, BENEFICIARY_ORG],
      ];
      for (const [side, droitId, organisationId] of sides) {
        const party: Party | undefined = row.by[side];
        const dossier = dossierFor(row.from, row.by, party?.sameOrganisationOnly ? { beneficiaireId: PROVIDER_ORG } : {});
        const granted = lettersWhere((letter) => allowed(dossier, contactCaller(droitId, organisationId, letter)));
        expect(granted, `${side} contact types`).toEqual(sortedLetters(party?.types));
        if (party?.assignedOnly) {
          expect(allowed({ ...dossier, contactIds: [] }, contactCaller(droitId, organisationId, party.types[0]!)), 'a contact not assigned').toBe(false);
        }
        if (party?.sameOrganisationOnly) {
          expect(allowed(dossierFor(row.from, row.by), contactCaller(droitId, organisationId, party.types[0]!)), 'another organisation').toBe(false);
        }
        if (party && row.by.atStep !== undefined) {
          const otherStep = (row.by.atStep === 2 ? 1 : 2) as EtapeEncodageId;
          expect(allowed({ ...dossier, etapeEncodage: otherStep }, contactCaller(droitId, organisationId, party.types[0]!)), 'another step').toBe(false);
        }
      }
      for (const droitId of DOSSIER_MANAGER_DROITS) {
        const caller: DossierCaller = { contactId: CALLER_CONTACT_ID, droitId, linkedOrganisations: [] };
        expect(allowed(dossierFor(row.from, row.by), caller), `manager right ${droitId}`).toBe(row.by.manager === true);
      }
    });
  }
});
