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

describe('labellisation vocabulary (spec sections 3 and 4)', () => {
  it('has the six request states, three decisions, two renewals, three statuses', () => {
    expect(Object.keys(StatutDemandeLabellisation)).toEqual([
      'EN_INTRODUCTION',
      'EN_EXAMEN',
      'CLOTUREE',
      'COMPLETEE',
      'EN_DRC',
      'ARCHIVEE',
    ]);
    expect(Object.values(StatutDemandeLabellisation)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(DecisionLabellisation).toEqual({ VALIDEE: 1, REFUSEE: 2, CLOTUREE_SANS_SUITE: 3 });
    expect(TypeRenouvellement).toEqual({ SIMPLE: 1, COMPLET: 2 });
    expect(StatutLabellisation).toEqual({ ACTIVE: 1, DESACTIVEE: 2, EXPIREE: 3 });
  });

  it('pins the expert-voucher statuses 32 to 37', () => {
    expect(StatutChequeExpert).toEqual({
      EN_ANALYSE: 32,
      EN_RENOUVELLEMENT: 33,
      ELIGIBLE: 34,
      REFUSE: 35,
      EXPIRE: 36,
      SUPPRIME: 37,
    });
    expect(STATUT_CHEQUE_EXPERT_LABELS).toEqual({
      32: 'En analyse',
      33: 'En renouvellement',
      34: 'Éligible',
      35: 'Refusé',
      36: 'Expiré',
      37: 'Supprimé',
    });
  });

  it('labels every value', () => {
    expect(Object.keys(STATUT_DEMANDE_LABELLISATION_LABELS)).toHaveLength(6);
    expect(DECISION_LABELLISATION_LABELS[3]).toBe('Clôturée sans suite');
    expect(TYPE_RENOUVELLEMENT_LABELS).toEqual({
      1: 'Renouvellement simple',
      2: 'Renouvellement complet',
    });
    expect(STATUT_LABELLISATION_LABELS).toEqual({ 1: 'Valide', 2: 'Suspendue', 3: 'Expirée' });
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
