import { describe, expect, it } from 'vitest';
import {
  DECISION_LABELLISATION_LABELS,
  DecisionLabellisation,
  LabellisationAction,
  STATUT_CHEQUE_EXPERT_LABELS,
  STATUT_DEMANDE_LABELLISATION_LABELS,
  STATUT_LABELLISATION_LABELS,
  StatutChequeExpert,
  StatutDemandeLabellisation,
  StatutLabellisation,
  TYPE_RENOUVELLEMENT_LABELS,
  TypeRenouvellement,
} from '../../domain/labellisation';
import { columnOf } from '../support/markdown-table';
import { idsByName, idsOf, labelsById, specTable } from './spec-tables/spec-tables';

// The oracles are sections 3 and 4's lists, written as tables in spec-tables/.
const requestStates = specTable('labellisation-request-states');

describe('labellisation vocabulary (spec sections 3 and 4)', () => {
  it('has the six request states, three decisions, two renewals, three statuses', () => {
    expect(requestStates).toHaveLength(6);
    expect(Object.keys(StatutDemandeLabellisation)).toEqual(columnOf(requestStates, 'name'));
    expect(Object.values(StatutDemandeLabellisation)).toEqual(idsOf(requestStates));
    const decisions = specTable('labellisation-decisions');
    expect(decisions).toHaveLength(3);
    expect(DecisionLabellisation).toEqual(idsByName(decisions));
    expect(TypeRenouvellement).toEqual(idsByName(specTable('renewal-types')));
    expect(StatutLabellisation).toEqual(idsByName(specTable('labellisation-statuses')));
  });

  it('pins the expert-voucher statuses 32 to 37', () => {
    const expertStatuses = specTable('expert-voucher-statuses');
    expect(idsOf(expertStatuses)).toEqual([32, 33, 34, 35, 36, 37]);
    expect(StatutChequeExpert).toEqual(idsByName(expertStatuses));
    expect(STATUT_CHEQUE_EXPERT_LABELS).toEqual(labelsById(expertStatuses));
  });

  it('labels every value', () => {
    expect(STATUT_DEMANDE_LABELLISATION_LABELS).toEqual(labelsById(requestStates));
    expect(DECISION_LABELLISATION_LABELS).toEqual(labelsById(specTable('labellisation-decisions')));
    expect(TYPE_RENOUVELLEMENT_LABELS).toEqual(labelsById(specTable('renewal-types')));
    expect(STATUT_LABELLISATION_LABELS).toEqual(labelsById(specTable('labellisation-statuses')));
  });

  it('names the four labelling actions by their own names', () => {
    expect(LabellisationAction).toEqual({
      CREATE_RECOGNITION_REQUEST: 'CREATE_RECOGNITION_REQUEST',
      SUBMIT_RECOGNITION_REQUEST: 'SUBMIT_RECOGNITION_REQUEST',
      CREATE_EXPERT_COMPETENCE_VALIDATION: 'CREATE_EXPERT_COMPETENCE_VALIDATION',
      SUBMIT_EXPERT_COMPETENCE_VALIDATION: 'SUBMIT_EXPERT_COMPETENCE_VALIDATION',
    });
  });
});
