import type { DossierAction } from './dossierActions';

/**
 * What text a manager's decision carries: none, a required justification, a required question (the request
 * for information), or a justification that may be left out (a dossier declared obsolete).
 */
export type DecisionText = 'none' | 'justification' | 'question' | 'optionalJustification';

/**
 * The administration's decisions on a dossier: the path of each under /gestion/dossiers/{id}/ and its text.
 * The server registers its routes from this table and the manager's screens post to the same paths.
 */
export const MANAGER_DECISIONS = {
  declareAdmissible: { path: 'admissible', text: 'none' },
  declareInadmissible: { path: 'inadmissible', text: 'justification' },
  askInformation: { path: 'ask-information', text: 'question' },
  registerSharePayment: { path: 'share-paid', text: 'none' },
  approveService: { path: 'approve-service', text: 'none' },
  cancelService: { path: 'cancel-service', text: 'justification' },
  cancelAndSettle: { path: 'cancel-and-settle', text: 'justification' },
  settle: { path: 'settle', text: 'none' },
  cancelAfterSettlement: { path: 'cancel-after-settlement', text: 'justification' },
  markObsolete: { path: 'obsolete', text: 'optionalJustification' },
} as const satisfies Partial<Record<DossierAction, { path: string; text: DecisionText }>>;

export type ManagerDecision = keyof typeof MANAGER_DECISIONS;

export const isManagerDecision = (action: DossierAction): action is ManagerDecision => action in MANAGER_DECISIONS;

/** The body a decision posts: the version read, and its text under the name the API takes. */
export function decisionBody(decision: ManagerDecision, version: number, text: string): Record<string, unknown> {
  switch (MANAGER_DECISIONS[decision].text) {
    case 'none':
      return { version };
    case 'question':
      return { version, askText: text };
    case 'justification':
      return { version, justification: text };
    case 'optionalJustification':
      return text === '' ? { version } : { version, justification: text };
  }
}
