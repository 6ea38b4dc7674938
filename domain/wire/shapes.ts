import { boolean, literal, nullable, number, object, string, type Struct } from 'superstruct';

/**
 * Small pieces the answers' schemas share. An answer's schema is an `object` (closed: a property it does not name
 * is an error in the tests, and is dropped by the server's serializer), so that what the client reads is what the
 * schema says.
 */

/** An object of one value per name, each of the same schema: a count per state, an answer per question. */
export function keyed<K extends string, T>(names: readonly K[], value: Struct<T, null>) {
  return object(Object.fromEntries(names.map((name) => [name, value])) as Record<K, Struct<T, null>>);
}

/** An object of one boolean per name: the actions a caller is offered. */
export function flags<K extends string>(names: readonly K[]) {
  return keyed(names, boolean());
}

/** A date and time as the API writes it: ISO 8601 in UTC. */
export const Instant = string();

/** A record named by its id and its name: a party of a dossier, an organisation in a list. */
export const NamedRecord = object({ id: number(), nom: string() });

/** Who wrote an entry of a history, or null for the platform itself. */
export const Author = nullable(object({ id: number(), Prenom: string(), Nom: string() }));

/** The answer of a deletion: which record is gone. */
export const DeletedRecord = object({ id: number(), deleted: literal(true) });

/** A postal address's lines, as every address of the API writes them (an organisation's, a contact's, the register's). */
export const PostalAddress = object({
  rue: string(),
  numero: string(),
  boite: nullable(string()),
  codePostal: string(),
  localite: string(),
  pays: string(),
});

/** The answer naming the record a call acted on, when the screen reads it again itself. */
export const RecordRef = object({ id: number() });
