import { describe, expect, it } from 'vitest';
import { LabellisationAction } from '../../domain/labellisation';
import {
  Action,
  ALL_ACTIONS,
  allowedActions,
  DOSSIER_ACTION_STEP,
  isActionName,
  isAllowed,
  isAtDossierActionStep,
  PERMISSIONS,
  type ActionName,
} from '../../domain/permissions';

// Contact types written as the spec's letters: A 1, R 2, I 3, E 4, Technical 5.
const A = 1;
const R = 2;
const I = 3;
const E = 4;
const TECHNICAL = 5;

/** The five rows of the table in spec section 6, item by item. */
const ROWS: ReadonlyArray<{ allowed: number[]; actions: ActionName[] }> = [
  {
    allowed: [A, R, E, I],
    actions: [
      'LIST_BENEFICIARIES',
      'EDIT_OWN_PROFILE',
      'TOGGLE_PROJECT_HOLDER',
      'REQUEST_LINK',
      'DELETE_LINK',
      'VIEW_LINKED_ORGANISATIONS',
      'VIEW_ORGANISATION',
      'VIEW_CHEQUES',
      'VIEW_EXPERTS',
      'VIEW_DOSSIER',
      'VIEW_REPORT',
      'VIEW_RECOGNITION_REQUESTS',
      'VIEW_COMPETENCE_VALIDATIONS',
    ],
  },
  {
    allowed: [A, R, E],
    actions: [
      'DUPLICATE_DOSSIER',
      'DELETE_DOSSIER',
      'CANCEL_DOSSIER',
      'CREATE_DOSSIER',
      'COMPLETE_DOSSIER',
      'INTRO_STEPS',
      'EDIT_REPORT',
      'VALIDATE_SERVICE',
      'MANAGE_DOCUMENTS',
      'SUBMIT_TO_BENEFICIARY',
      'COMPLETE_DRC_ANSWER',
      'CREATE_EXPERT_COMPETENCE_VALIDATION',
    ],
  },
  {
    allowed: [A, R],
    actions: [
      'CREATE_BENEFICIARY',
      'CREATE_RECOGNITION_REQUEST',
      'COMPLETE_RECOGNITION_REQUEST',
      'COMPLETE_EXPERT_COMPETENCE_VALIDATION',
    ],
  },
  {
    allowed: [A, R, I],
    actions: ['VIEW_RECOGNITION_REQUEST_DETAILS', 'VIEW_COMPETENCE_VALIDATION_REQUESTS'],
  },
  {
    allowed: [A],
    actions: [
      'EDIT_ORGANISATION',
      'MANAGE_ADDRESS',
      'MANAGE_CONTACT_LINKS',
      'VALIDATE_LINK_REQUEST',
      'DELETE_ORGANISATION',
      'SUBMIT_DOSSIER_INTRO',
      'EDIT_INVOICE',
      'SUBMIT_RECOGNITION_REQUEST',
      'SUBMIT_EXPERT_COMPETENCE_VALIDATION',
    ],
  },
];

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('permission matrix (spec section 6)', () => {
  it('has exactly the actions of the five rows, each once', () => {
    const fromRows = ROWS.flatMap((row) => row.actions);
    expect(new Set(fromRows).size).toBe(fromRows.length);
    expect([...ALL_ACTIONS].sort()).toEqual([...fromRows].sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...fromRows].sort());
  });

  for (const row of ROWS) {
    it(`allows exactly [${row.allowed.join(',')}] for ${row.actions.length} actions`, () => {
      for (const action of row.actions) {
        expect(sorted(PERMISSIONS[action]), action).toEqual(sorted(row.allowed));
      }
    });
  }

  it('pins the rows named in the brief', () => {
    expect([...PERMISSIONS.SUBMIT_DOSSIER_INTRO]).toEqual([A]);
    expect(new Set(PERMISSIONS.VIEW_DOSSIER)).toEqual(new Set([A, R, E, I]));
  });

  it('names every action by its own key', () => {
    for (const [key, value] of Object.entries(Action)) expect(value).toBe(key);
    expect(isActionName('VIEW_DOSSIER')).toBe(true);
    expect(isActionName('view_dossier')).toBe(false);
    expect(isActionName('toString')).toBe(false);
    // A repeated query parameter arrives as an array, whose key would read as the action's name.
    expect(isActionName(['VIEW_DOSSIER'])).toBe(false);
  });

  it('shares the four labelling action strings with labellisation.ts', () => {
    for (const name of Object.values(LabellisationAction)) {
      expect(isActionName(name), name).toBe(true);
      expect(Action[name]).toBe(name);
    }
  });
});

describe('isAllowed and allowedActions', () => {
  it('allows a Technical contact nothing', () => {
    expect(allowedActions(TECHNICAL)).toEqual([]);
    expect(isAllowed('VIEW_DOSSIER', TECHNICAL)).toBe(false);
  });

  it('refuses a caller with no contact type', () => {
    expect(isAllowed('VIEW_DOSSIER', null)).toBe(false);
    expect(isAllowed('VIEW_DOSSIER', undefined)).toBe(false);
    expect(allowedActions(null)).toEqual([]);
  });

  it('gives an Authority every action', () => {
    expect(allowedActions(A).sort()).toEqual([...ALL_ACTIONS].sort());
  });

  it('counts the actions per type from the table', () => {
    expect(allowedActions(R)).toHaveLength(13 + 12 + 4 + 2);
    expect(allowedActions(E)).toHaveLength(13 + 12);
    expect(allowedActions(I)).toHaveLength(13 + 2);
  });

  it('decides the boundary cases of the rows', () => {
    expect(isAllowed('CREATE_BENEFICIARY', E)).toBe(false);
    expect(isAllowed('CREATE_BENEFICIARY', R)).toBe(true);
    expect(isAllowed('VIEW_RECOGNITION_REQUEST_DETAILS', I)).toBe(true);
    expect(isAllowed('VIEW_RECOGNITION_REQUEST_DETAILS', E)).toBe(false);
    expect(isAllowed('SUBMIT_RECOGNITION_REQUEST', R)).toBe(false);
    expect(isAllowed('COMPLETE_DRC_ANSWER', I)).toBe(false);
  });
});

describe('dossier step conditions of the matrix', () => {
  it('duplicates or deletes at encoding step 1 (DossierAide) and cancels at step 3 (DossierPrestataire)', () => {
    expect(DOSSIER_ACTION_STEP).toEqual({ DUPLICATE_DOSSIER: 1, DELETE_DOSSIER: 1, CANCEL_DOSSIER: 3 });
    expect(isAtDossierActionStep('DELETE_DOSSIER', 1)).toBe(true);
    expect(isAtDossierActionStep('DELETE_DOSSIER', 2)).toBe(false);
    expect(isAtDossierActionStep('CANCEL_DOSSIER', 3)).toBe(true);
    expect(isAtDossierActionStep('CANCEL_DOSSIER', 1)).toBe(false);
  });
});
