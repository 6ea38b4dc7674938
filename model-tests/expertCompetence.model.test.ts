import { describe, expect, it } from 'vitest';
import { StatutChequeExpert as S, type StatutChequeExpertId } from '../domain/labellisation';
import { expertCompetenceMachine, type ExpertCompetenceEvent } from '../machines/expertCompetence.machine';
import { nextExpertCompetence, stateToStatutChequeExpert, statutChequeExpertToState } from '../machines/expertCompetence.state';
import { coverageOf } from './coverage';
import { expertCompetenceModel, VOUCHER_EXPIRY } from './expertCompetence.model';
import { describeStep, effects, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

const paths = walk(expertCompetenceMachine, expertCompetenceModel);
const STATUTS = Object.values(S) as StatutChequeExpertId[];
const from = (event: ExpertCompetenceEvent) => STATUTS.filter((statut) => nextExpertCompetence(statut, event) !== null).sort();

describe('expert voucher chart (spec section 3: statuses 32 to 37)', () => {
  it('has one state per voucher status, mapped both ways, and every transition walked', () => {
    expect(Object.keys(expertCompetenceMachine.root.states).sort()).toEqual(STATUTS.map(statutChequeExpertToState).sort());
    for (const statut of STATUTS) expect(stateToStatutChequeExpert(statutChequeExpertToState(statut))).toBe(statut);
    const coverage = coverageOf(expertCompetenceMachine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  it('gives the server, restoring a stored voucher and sending the event, what the walk gives', () => {
    for (const step of uniqueSteps(paths)) {
      const next = nextExpertCompetence(stateToStatutChequeExpert(step.before.value), step.event as ExpertCompetenceEvent);
      if (step.transitions.length === 0) {
        expect(next, describeStep(step)).toBeNull();
        continue;
      }
      expect(next?.statut, describeStep(step)).toBe(stateToStatutChequeExpert(step.after.value));
      expect(next?.effects, describeStep(step)).toEqual(effects(step));
    }
  });

  it('asks again for a competence that is not in analysis: a new one after an end, a renewal of an eligible one', () => {
    expect(from({ type: 'REQUEST' })).toEqual([S.ELIGIBLE, S.REFUSE, S.EXPIRE, S.SUPPRIME].sort());
    expect(nextExpertCompetence(S.ELIGIBLE, { type: 'REQUEST' })?.statut).toBe(S.EN_RENOUVELLEMENT);
    for (const statut of [S.REFUSE, S.EXPIRE, S.SUPPRIME] as const) expect(nextExpertCompetence(statut, { type: 'REQUEST' })?.statut).toBe(S.EN_ANALYSE);
  });

  it('dates a grant only when the administration validates, and leaves a refused renewal eligible', () => {
    for (const step of stepsWhere(paths, (s) => effects(s).includes('recordGrant'))) {
      expect(step.event.type, describeStep(step)).toBe('VALIDATE');
      expect(step.after.value).toBe('eligible');
    }
    expect(from({ type: 'VALIDATE' })).toEqual([S.EN_ANALYSE, S.EN_RENOUVELLEMENT].sort());
    expect(nextExpertCompetence(S.EN_ANALYSE, { type: 'REFUSE' })?.statut).toBe(S.REFUSE);
    expect(nextExpertCompetence(S.EN_RENOUVELLEMENT, { type: 'REFUSE' })?.statut).toBe(S.ELIGIBLE);
  });

  it('expires only the day after its last day, and lets the administration withdraw only a live one', () => {
    const onLastDay: ExpertCompetenceEvent = { type: 'EXPIRE', today: VOUCHER_EXPIRY, expiry: VOUCHER_EXPIRY };
    const dayAfter: ExpertCompetenceEvent = { type: 'EXPIRE', today: '2028-04-01', expiry: VOUCHER_EXPIRY };
    expect(from(onLastDay)).toEqual([]);
    expect(nextExpertCompetence(S.ELIGIBLE, dayAfter)?.statut).toBe(S.EXPIRE);
    expect(nextExpertCompetence(S.EN_RENOUVELLEMENT, dayAfter)?.statut).toBe(S.EN_ANALYSE);
    expect(from({ type: 'WITHDRAW' })).toEqual([S.EN_ANALYSE, S.EN_RENOUVELLEMENT, S.ELIGIBLE].sort());
  });
});
