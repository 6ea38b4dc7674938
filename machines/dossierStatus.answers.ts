import { dossierStateValue, restoreDossierStatus, type DossierStatusFacts, type DossierStatusSnapshot } from './dossierStatus.state';
import type { DossierStatusUserEventType } from './dossierStatus.types';

/** The machine's snapshot of a state value, and whether it accepts each user event (none carries data a guard reads). */
export interface DossierStatusAnswers {
  snapshot: DossierStatusSnapshot;
  accepts(event: DossierStatusUserEventType): boolean;
}

const byStateValue = new Map<string, DossierStatusAnswers>();

function answersOf(snapshot: DossierStatusSnapshot): DossierStatusAnswers {
  const accepted = new Map<DossierStatusUserEventType, boolean>();
  return {
    snapshot,
    accepts(event) {
      let answer = accepted.get(event);
      if (answer === undefined) {
        answer = snapshot.can({ type: event });
        accepted.set(event, answer);
      }
      return answer;
    },
  };
}

/**
 * The machine restored once per state value instead of once per dossier: a page of the list asks the same
 * few states over and over, and restoring a statechart and asking it each event was most of an item's cost.
 * The machine has no context, so a snapshot depends on its state value alone and sharing it changes no
 * answer; the machine stays the only source of what is accepted.
 */
export function dossierStatusAnswers(facts: DossierStatusFacts): DossierStatusAnswers {
  const value = dossierStateValue(facts);
  const key = typeof value === 'string' ? value : JSON.stringify(value);
  let answers = byStateValue.get(key);
  if (!answers) {
    answers = answersOf(restoreDossierStatus(facts));
    byStateValue.set(key, answers);
  }
  return answers;
}
