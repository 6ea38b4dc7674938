import { DROIT_LABELS, type DroitId } from '../domain/droits';
import { TYPE_CONTACT_LABELS, type TypeContactId } from '../domain/contact-types';
import {
  dossierActionAuthors,
  dossierActionOfEvent,
  mayTakeDossierAction,
  type DossierAction,
  type DossierForAccess,
  type PartyRule,
} from './access/dossierActions';
import { droitsOfSide, typesContactIn, type DossierCaller } from './access/dossierScope';
import { isDossierStatusEvent } from './dossierStatus.replay';

/** Who wrote a history row, as the audit reads them: their rights and their links to organisations. */
export interface RecordedAuthor {
  contactId: number;
  /** First name and name, for the report. */
  name: string;
  droits: readonly number[];
  linkedOrganisations: DossierCaller['linkedOrganisations'];
}

const droits = (ids: readonly number[]) => ids.map((id) => DROIT_LABELS[id as DroitId] ?? `droit ${id}`).join(', ');
const types = (ids: readonly number[]) => ids.map((id) => TYPE_CONTACT_LABELS[id as TypeContactId] ?? `type ${id}`).join(' ou ');

function party(side: 'prestataire' | 'beneficiaire', rule: PartyRule): string {
  const where = side === 'prestataire' ? 'chez le prestataire du dossier' : 'chez le bénéficiaire du dossier';
  const conditions = [rule.assignedOnly ? ', désigné sur le dossier' : '', rule.sameOrganisationOnly ? ', si le prestataire est aussi le bénéficiaire' : ''];
  return `un contact de droit ${droits(droitsOfSide(side))} de type ${types(rule.types)} ${where}${conditions.join('')}`;
}

/** The authors the action's rule admits, in French: what the report says was expected. */
function expectedAuthors(action: DossierAction): string {
  const { gestion, prestataire, beneficiaire } = dossierActionAuthors(action);
  return [
    beneficiaire && party('beneficiaire', beneficiaire),
    prestataire && party('prestataire', prestataire),
    gestion && `un gestionnaire (droit ${droits(droitsOfSide('gestion'))})`,
  ]
    .filter(Boolean)
    .join(', ou ');
}

/** The author as found, in French: their rights and the contact types their validated links give them in the dossier's two organisations. */
function foundAuthor(author: RecordedAuthor, dossier: DossierForAccess): string {
  const caller = { ...author, droitId: 0 };
  const held = (organisationId: number | null, where: string) => {
    const found = typesContactIn(caller, organisationId);
    return found.length === 0 ? `aucun type de contact validé ${where}` : `type ${types(found)} ${where}`;
  };
  return (
    `${author.name} (contact ${author.contactId}), droits : ${author.droits.length === 0 ? 'aucun' : droits(author.droits)} ; ` +
    `${held(dossier.prestataireId, 'chez le prestataire')}, ${held(dossier.beneficiaireId, 'chez le bénéficiaire')}`
  );
}

/**
 * Why the row's author could not have sent its event, in French, or null when they could: the rule the server
 * applies (machines/access/dossierActions.ts) under any of the author's rights, the dossier's state aside (the replay
 * judges it). An event no user sends (the deadlines') must have no author: the scheduler sends it. Rows that are no
 * event of the status machine are not judged here. The rights and links read are today's, not the row's: the
 * history keeps neither.
 */
export function authorProblem(event: string, author: RecordedAuthor | null, dossier: DossierForAccess): string | null {
  if (!isDossierStatusEvent(event)) return null;
  const action = dossierActionOfEvent(event);
  if (action === undefined) {
    if (author === null) return null;
    return `${event} est envoyé par le planificateur de la plateforme à l'échéance du délai, jamais par un contact ; trouvé : ${foundAuthor(author, dossier)}.`;
  }
  const expected = `attendu : ${expectedAuthors(action)}`;
  if (author === null) return `${event} : ${expected} ; trouvé : la plateforme, sans auteur.`;
  const allowed = author.droits.some((droitId) => mayTakeDossierAction(action, dossier, { ...author, droitId }));
  return allowed ? null : `${event} : ${expected} ; trouvé : ${foundAuthor(author, dossier)}.`;
}
