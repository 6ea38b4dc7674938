import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactDroits, contacts, dossierHistory } from '../../db/schema/index';
import { forbidden, invalidFields, invalidTransition, notFound, readOnlyDossier } from '../../../domain/errors';
import { DOSSIER_MANAGER_DROITS } from '../../../domain/droits';
import { ETAPE_WORKFLOW_LABELS, etapeWorkflowOf } from '../../../domain/workflow-steps';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import type { ManagerWorkflowEventType } from '../../../machines/managerWorkflow.machine';
import { nextEtapeWorkflow, workflowMoveVerdict } from '../../../machines/managerWorkflow.state';
import { authorizeDossierAction } from './authorize';
import { findDossier } from './stored';
import { requireVersion, updateDossierAtVersion } from './versioned-update';

/** The contacts who may manage dossiers (a right of DOSSIER_MANAGER_DROITS), by name: those a dossier can be assigned to. */
export async function listGestionnaires(db: Db, ids?: readonly number[]) {
  return db
    .selectDistinct({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom })
    .from(contacts)
    .innerJoin(contactDroits, eq(contactDroits.contactId, contacts.id))
    .where(and(inArray(contactDroits.droitId, [...DOSSIER_MANAGER_DROITS]), ids ? inArray(contacts.id, [...ids]) : undefined))
    .orderBy(asc(contacts.nom), asc(contacts.prenom), asc(contacts.id));
}

export interface WorkflowInput {
  dossierId: number;
  caller: DossierCaller;
  event: ManagerWorkflowEventType;
  /** ASSIGN only: the manager the dossier goes to. */
  gestionnaireId?: number;
  expectedVersion?: number;
  at?: Date;
}

/**
 * Moves the administration's own step of a dossier through its machine (machines/managerWorkflow.machine.ts),
 * in one transaction, with a history row: any manager assigns a dossier (to a contact with a manager's
 * right, else 400); only the manager it is assigned to moves its step (403); a move the machine refuses
 * from the stored step is 409; a dossier of the older platform stays read-only. The status does not change.
 */
export async function moveDossierWorkflow(db: Db, { dossierId, caller, event, gestionnaireId, expectedVersion, at = new Date() }: WorkflowInput): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId);
    if (!stored) throw notFound();
    authorizeDossierAction('view', stored, caller);
    if (stored.row.anciennePlateforme) throw readOnlyDossier();
    requireVersion(stored.row, expectedVersion);
    let assignee = stored.row.gestionnaireId;
    let text: string;
    const etape = etapeWorkflowOf(stored.row);
    const next = nextEtapeWorkflow(etape, event);
    if (event === 'ASSIGN') {
      const [manager] = gestionnaireId === undefined ? [] : await listGestionnaires(tx, [gestionnaireId]);
      if (!manager) throw invalidFields([{ field: 'gestionnaireId', message: "Ce contact n'est pas gestionnaire." }]);
      assignee = manager.id;
      text = `Assigné à ${manager.prenom} ${manager.nom}.`;
    } else {
      const verdict = workflowMoveVerdict(etape, event, stored.row.gestionnaireId === caller.contactId);
      if (verdict === 'forbidden') throw forbidden('Seul le gestionnaire assigné au dossier fait avancer son suivi.');
      if (verdict === 'invalidState') throw invalidTransition();
      text = `Étape : ${ETAPE_WORKFLOW_LABELS[next!]}.`;
    }
    await updateDossierAtVersion(tx, stored.row, { etapeWorkflow: next!, gestionnaireId: assignee }, at);
    const statut = stored.access.statut;
    await tx.insert(dossierHistory).values({ dossierId, contactId: caller.contactId, at, fromStatut: statut, toStatut: statut, event, justification: text });
  });
}
