import { TYPE_CONTACT_LABELS, type TypeContactId } from '../domain/contact-types';
import { mayDecideLink } from './access/contactLinkAccess';
import { typesContactIn } from './access/dossierScope';
import { EVENT_BY_DECISION } from './contactLink.state';
import type { RecordedAuthor } from './dossierStatus.authors';

const DECISIONS = new Set<string>(Object.values(EVENT_BY_DECISION));

/**
 * Why a decision on a link could not come from the row's author, in French, or null when it could: the machine's
 * own guard (an Authority validated in the link's organisation, machines/access/contactLinkAccess.ts), on the
 * author's links of today. Rows other than the decisions are not judged.
 */
export function linkDeciderProblem(event: string, author: RecordedAuthor | null, organisationId: number): string | null {
  if (!DECISIONS.has(event)) return null;
  const expected = `attendu : une Autorité validée de l'organisation ${organisationId}`;
  if (author === null) return `${event} : ${expected} ; trouvé : aucun auteur.`;
  const caller = { ...author, droitId: 0 };
  if (mayDecideLink(caller, organisationId)) return null;
  const held = typesContactIn(caller, organisationId).map((type) => TYPE_CONTACT_LABELS[type as TypeContactId] ?? `type ${type}`);
  return `${event} : ${expected} ; trouvé : ${author.name} (contact ${author.contactId}), ${held.length === 0 ? 'sans type de contact validé' : `de type ${held.join(', ')}`} dans cette organisation.`;
}
