import { describe, expect, it } from 'vitest';
import type { StatutDossierId } from '../../domain/dossier-status';
import type { EtapeEncodageId } from '../../domain/encoding-steps';
import { DOSSIER_ACTIONS, dossierActionEvent, type DossierForAccess } from '../../machines/access/dossierActions';
import { dossierStatusMachine } from '../../machines/dossierStatus.machine';
import { restoreDossierStatus } from '../../machines/dossierStatus.state';
import { dossierStatusTable, type DossierSender } from './dossierStatus.table';
import { itEqualsItsTable } from './equality';
import { leafOf, transitionRelation } from './relation';
import { CALLER_CONTACT_ID } from './callers';
import { BENEFICIARY_ORG, expectDossierSenders, PROVIDER_ORG } from './dossierSenders';

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
    }
    expect(Object.keys(dossierStatusTable.statusOf).sort()).toEqual([...dossierStatusTable.states].sort());
  });

  it('the relation reader sees inherited transitions (a sub-state answers its parent\'s events)', () => {
    const inherited = transitionRelation(dossierStatusMachine).filter((t) => t.declaredBy !== t.from);
    expect(inherited.map((t) => `${t.from} ${t.event}`)).toContain('serviceConfirmed.reportSubmittedToBeneficiary CANCEL_SERVICE');
  });
});

/** A dossier in the row's state, at the step the row's sender needs (else a step natural for that state). */
function dossierFor(from: string, sender: DossierSender): DossierForAccess {
  const defaultStep = from === 'introduction.dataLocked' ? 7 : from === 'introduction.encoding' ? 2 : 8;
  return {
    statut: dossierStatusTable.statusOf[from] as StatutDossierId,
    etapeEncodage: (sender.atStep ?? defaultStep) as EtapeEncodageId,
    anciennePlateforme: false,
    beneficiaireId: BENEFICIARY_ORG,
    prestataireId: PROVIDER_ORG,
    rapportSoumis: from.endsWith('reportSubmittedToBeneficiary'),
    contactIds: [CALLER_CONTACT_ID],
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
    it(`${row.from} ${row.event}`, () => expectDossierSenders(actionsOf(row.event)[0]!, dossierFor(row.from, row.by), row.by));
  }
});
