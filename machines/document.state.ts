import { StatutDocument, type StatutDocumentId } from '../domain/documents';
import { documentMachine, type DocumentEvent } from './document.machine';
import { storedStatusMachine } from './stored-status';

/** The machine's state for each stored status of a document (spec section 3; ids in domain/documents.ts). */
export const STATE_BY_STATUT_DOCUMENT = {
  [StatutDocument.VERIFIE_GESTIONNAIRE]: 'verifiedByManager',
  [StatutDocument.REFUSE_GESTIONNAIRE]: 'refusedByManager',
  [StatutDocument.VALIDE_BENEFICIAIRE]: 'validatedByBeneficiary',
  [StatutDocument.REFUSE_BENEFICIAIRE]: 'refusedByBeneficiary',
  [StatutDocument.EN_ATTENTE]: 'waiting',
  [StatutDocument.REFUSE_AUTOMATIQUEMENT]: 'automaticallyRefused',
} as const satisfies Record<StatutDocumentId, string>;

const statuts = storedStatusMachine(documentMachine, STATE_BY_STATUT_DOCUMENT);
export const statutDocumentToState = statuts.toState;
export const stateToStatutDocument = statuts.toStatus;
export const restoreDocument = statuts.restore;

/** The status of a new upload: the machine's initial state. */
export const NEW_DOCUMENT_STATUT: StatutDocumentId = stateToStatutDocument(documentMachine.config.initial as string);

/** The status the event gives a stored document, or null when the machine refuses it. */
export const nextStatutDocument = (statut: StatutDocumentId, event: DocumentEvent): StatutDocumentId | null => statuts.next(statut, event)?.statut ?? null;
