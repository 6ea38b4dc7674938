import { invalidFields } from '../../../domain/errors';
import { BELGIQUE } from '../../../domain/countries';

/**
 * The unique indexes of contacts (server/db/schema/contacts.ts) decide whether an e-mail, a user name or an
 * identification number is taken, case-insensitively and even when two calls race: their violation becomes
 * the 400 ValidationError of the field concerned, with its French message.
 */
const FIELD_BY_INDEX: Record<string, { field: string; message: (nationalite: string | null) => string }> = {
  contacts_email_unique: { field: 'Email', message: () => 'Cette adresse e-mail est déjà utilisée par un autre contact.' },
  contacts_login_unique: { field: 'NomUtilisateur', message: () => "Ce nom d'utilisateur est déjà utilisé par un autre contact." },
  contacts_identification_unique: {
    field: 'NumeroIdentification',
    message: (nationalite) =>
      nationalite === BELGIQUE
        ? 'Ce numéro de registre national est déjà utilisé par un autre contact.'
        : "Ce numéro d'identification est déjà utilisé par un autre contact.",
  },
};

/** The index a unique violation names, looking through the errors the driver and the ORM wrap it in. */
function violatedIndex(error: unknown): string | null {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
  }
  return null;
}

/** Runs `write`; a taken e-mail, user name or identification number becomes a 400 on its field. */
export async function withUniqueFields<T>(nationalite: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const known = FIELD_BY_INDEX[violatedIndex(error) ?? ''];
    if (!known) throw error;
    throw invalidFields([{ field: known.field, message: known.message(nationalite) }]);
  }
}
