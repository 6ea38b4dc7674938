import { describe, expect, it } from 'vitest';
import { ALL_STATUTS_DOSSIER } from '../../domain/dossier-status';
import { ETAPES_ENCODAGE_ORDERED } from '../../domain/encoding-steps';
import { dossierStatusAnswers } from '../../machines/dossierStatus.answers';
import { dossierStatusMachine } from '../../machines/dossierStatus.machine';
import { dossierStateValue, type DossierStatusFacts } from '../../machines/dossierStatus.state';
import type { DossierStatusUserEventType } from '../../machines/dossierStatus.types';

const USER_EVENTS = dossierStatusMachine.root.events.filter((type) => type !== 'AUTO_REJECT_REPORT') as DossierStatusUserEventType[];

const EVERY_FACT: DossierStatusFacts[] = ALL_STATUTS_DOSSIER.flatMap((statut) =>
  ETAPES_ENCODAGE_ORDERED.flatMap((etapeEncodage) => [false, true].map((rapportSoumis) => ({ statut, etapeEncodage, rapportSoumis }))),
);

describe('dossierStatusAnswers: the machine restored once per state value', () => {
  it('knows the user events of the machine', () => {
    expect(USER_EVENTS.length).toBeGreaterThan(10);
  });

  // Twice: the first pass fills the memo, the second reads it.
  it.each([1, 2])('answers exactly as a freshly restored machine, for every status, step and report state (pass %i)', () => {
    for (const facts of EVERY_FACT) {
      const fresh = dossierStatusMachine.resolveState({ value: dossierStateValue(facts) });
      const answers = dossierStatusAnswers(facts);
      expect(answers.snapshot.value, JSON.stringify(facts)).toEqual(fresh.value);
      for (const type of USER_EVENTS) expect(answers.accepts(type), `${JSON.stringify(facts)} ${type}`).toBe(fresh.can({ type }));
    }
  });
});
