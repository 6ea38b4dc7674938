import { DROIT_LABELS } from '../../domain/droits';
import { TYPE_CONTACT_LABELS } from '../../domain/contact-types';

/**
 * How the simulator edits one value of an event's payload: a date picker for an ISO day, a number (an amount, a
 * count), a choice among the rights or the contact types, a box to tick, a text, or JSON for what has no field
 * of its own (a list of plain values, an empty value).
 */
export type PayloadFieldKind = 'date' | 'number' | 'right' | 'contactType' | 'boolean' | 'text' | 'json';

/** One editable value of a payload: where it sits, how it is edited, and the choices of a right or a contact type. */
export interface PayloadField {
  path: Array<string | number>;
  kind: PayloadFieldKind;
  options?: Array<[value: number, label: string]>;
}

/** The French names of the payload keys our machines' events carry; a key without one is shown by its code name. */
const KEY_LABELS: Record<string, string> = {
  today: 'Date du jour',
  deadline: 'Dernier jour du délai',
  expiry: "Date d'expiration",
  droitId: "Droit de l'appelant",
  typeContactId: 'Type de contact',
  type_contact_id: 'Type de contact',
  validation_status: 'Statut de validation du lien',
  id: 'Identifiant',
  contactId: 'Contact',
  caller: 'Appelant',
  creator: 'Créateur',
  linkedOrganisations: 'Organisations liées',
  organisationId: 'Organisation',
  organisationIds: 'Organisations',
  pmeChiffreAffaire: "Chiffre d'affaires (euros)",
  pmeNombreEmploye: "Nombre d'employés",
  pme: 'PME',
  typePme: 'Type de PME',
  at: 'Moment (millisecondes)',
  lastActivity: 'Dernière activité (millisecondes)',
  screen: 'Écran',
  step: 'Étape',
  message: 'Message',
  expertId: 'Expert',
  demandeId: 'Demande',
  demandeIds: 'Demandes',
  reference: 'Référence',
  commentaire: 'Commentaire',
  texte: 'Texte',
  pendingFile: 'Fichier en attente',
  expired: 'Session expirée',
  login: 'Identifiant',
  email: 'Adresse e-mail',
  token: 'Jeton du lien',
  area: 'Espace',
  typeId: 'Type',
  thematiqueId: 'Thématique',
  problems: 'Problèmes',
  visit: 'Visite',
  statut: 'Statut',
  side: 'Côté',
  sameOrganisation: 'Même organisation',
  kind: 'Sorte',
  requests: 'Demandes',
  type: 'Type',
  complete: 'Complète',
  contexteRestreint: 'Contexte restreint',
  renewalOf: 'Renouvellement de',
  systemAccessGranted: 'Accès au système accordé',
  renewalWindowDays: 'Fenêtre de renouvellement (jours)',
  contactAssigneId: 'Contact assigné',
  references: 'Références',
  documentTypes: 'Types de documents',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const choices = (labels: Record<number, string>): Array<[number, string]> => Object.entries(labels).map(([value, label]) => [Number(value), label]);

function kindOf(key: string | number, value: unknown): PayloadFieldKind {
  if (typeof value === 'number' && key === 'droitId') return 'right';
  if (typeof value === 'number' && (key === 'typeContactId' || key === 'type_contact_id')) return 'contactType';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return ISO_DAY.test(value) ? 'date' : 'text';
  return 'json';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const holdsRecords = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0 && value.every(isRecord);

/**
 * The fields that edit an event's payload, read from an example of it (the model tests' fixture): objects and
 * lists of objects are opened, each plain value gets the field its type and key call for. The event's type is
 * not a field: it names the event.
 */
export function payloadFields(event: Record<string, unknown>): PayloadField[] {
  const walk = (value: unknown, path: Array<string | number>): PayloadField[] => {
    if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => (path.length === 0 && key === 'type' ? [] : walk(inner, [...path, key])));
    if (holdsRecords(value)) return value.flatMap((inner, index) => walk(inner, [...path, index]));
    const key = path.at(-1)!;
    const kind = kindOf(key, value);
    const options = kind === 'right' ? choices(DROIT_LABELS) : kind === 'contactType' ? choices(TYPE_CONTACT_LABELS) : undefined;
    return [{ path, kind, ...(options && { options }) }];
  };
  return walk(event, []);
}

/** The French name of a field along its path ("Appelant › Organisations liées › 1 › Type de contact"), code names where there is none. */
export function fieldLabel(field: PayloadField): string {
  return field.path.map((key) => (typeof key === 'number' ? String(key + 1) : (KEY_LABELS[key] ?? key))).join(' › ');
}

/** The value at a field's path. */
export function fieldValue(event: Record<string, unknown>, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], event);
}

/** A copy of the payload with one value replaced, the rest shared. */
export function withFieldValue<T>(value: T, path: ReadonlyArray<string | number>, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = withFieldValue(copy[key!], rest, next);
  return copy as T;
}
