import { and, eq } from 'drizzle-orm';
import { xContacts } from './schema/index';
import { StatutValidationLien } from '../../domain/link-validation';

/** A contact-organisation link that counts: validated and still active (a pending, refused or removed one does not). */
export const liveLink = and(eq(xContacts.validationStatus, StatutValidationLien.VALIDE), eq(xContacts.actif, true))!;
