/**
 * The four actions that gate the labelling wizards (spec sections 2 and 6). Their values are the
 * spec's names, and the same strings as in the permission matrix (domain/permissions.ts).
 */
export const LabellisationAction = {
  CREATE_RECOGNITION_REQUEST: 'CREATE_RECOGNITION_REQUEST',
  SUBMIT_RECOGNITION_REQUEST: 'SUBMIT_RECOGNITION_REQUEST',
  CREATE_EXPERT_COMPETENCE_VALIDATION: 'CREATE_EXPERT_COMPETENCE_VALIDATION',
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: 'SUBMIT_EXPERT_COMPETENCE_VALIDATION',
} as const;

export type LabellisationActionName = keyof typeof LabellisationAction;
