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
      // Stryker disable next-line ConditionalExpression: a memo only: without it the answer is computed again, the same.
      if (answer === undefined) {
        answer = snapshot.can({ type: event });
        // Stryker disable next-line CallExpression: a memo only: without it the answer is computed again, the same.
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
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a memo key only: any key that tells state values apart gives the same answers.
  const key = typeof value === 'string' ? value : JSON.stringify(value);
  let answers = byStateValue.get(key);
  // Stryker disable next-line ConditionalExpression: a memo only: without it the answer is computed again, the same.
  if (!answers) {
    answers = answersOf(restoreDossierStatus(facts));
    // Stryker disable next-line CallExpression: a memo only: without it the answer is computed again, the same.
    byStateValue.set(key, answers);
  }
  return answers;
}

/**
 * The last day the beneficiary may decide a report waiting for it (the dossier's running deadline); past it
 * the report is rejected automatically. Null when no report waits. Asked of the shared snapshot: the list asks
 * it for every row.
 */
export function reportValidationDeadline({ row, access }: { row: { dateEcheance: string | null }; access: DossierStatusFacts }): string | null {
  const waiting = dossierStatusAnswers(access).snapshot.matches({ serviceConfirmed: 'reportSubmittedToBeneficiary' });
  return waiting ? row.dateEcheance : null;
}
