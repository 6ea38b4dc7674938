import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';
import { diffCharts } from '../../machines/chart/diff';
import { toXStateJson, type StateNodeJson } from '../../machines/chart/xstate-json';

/** An earlier release of the dossier status machine, as its XState JSON export, edited by hand. */
function earlierRelease(edit: (json: StateNodeJson) => void) {
  const json = JSON.parse(JSON.stringify(toXStateJson(describeMachine(machines.dossierStatus)))) as StateNodeJson;
  edit(json);
  return describeMachine(createMachine(json as Parameters<typeof createMachine>[0]));
}

describe('the review of rule changes between two versions of a machine', () => {
  const now = describeMachine(machines.dossierStatus);

  it('finds nothing between a build and its own export', () => {
    expect(diffCharts(earlierRelease(() => undefined), now)).toEqual([]);
  });

  it('lists a deliberate change: a transition added, one removed, a target changed, an effect added', () => {
    const before = earlierRelease((json) => {
      const states = json.states!;
      // The earlier release had no tacit admissibility, settled to another status, and did not lock the data.
      delete states.examination!.on!.ACCEPT_TACITLY;
      states.serviceApproved!.on!.SETTLE![0]!.target = ['#dossierStatus.obsolete'];
      delete states.introduction!.states!.dataLocked!.entry;
      states.examination!.on!.MARK_OBSOLETE = [{ target: ['#dossierStatus.obsolete'], description: 'Ancienne règle.' }];
    });
    const changes = diffCharts(before, now);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ change: 'added', part: 'transition', key: 'dossierStatus.examination ACCEPT_TACITLY [isDeadlinePassed]' }),
        expect.objectContaining({ change: 'removed', part: 'transition', key: 'dossierStatus.examination MARK_OBSOLETE' }),
        expect.objectContaining({ change: 'changed', part: 'transition', key: 'dossierStatus.serviceApproved SETTLE', fields: ['target'] }),
        expect.objectContaining({ change: 'changed', part: 'state', key: 'dossierStatus.introduction.dataLocked', fields: ['effects'] }),
      ]),
    );
    expect(changes).toHaveLength(4);
    // Read in French on both sides: states by their names, actions and effects by their labels.
    expect(changes.find((c) => c.key === 'dossierStatus.serviceApproved SETTLE')).toMatchObject({
      before: "→ 8 · Obsolète / envoie l'enquête de satisfaction",
      after: "→ 11 · Soldé / envoie l'enquête de satisfaction",
    });
    expect(changes.find((c) => c.part === 'state')?.after).toBe('état simple (entrée : verrouille les données du dossier)');
  });
});
