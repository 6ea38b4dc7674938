import type { Identity } from '../db/identity';
import { contactNamesToWire, contactProfileToWire } from '../../domain/wire/contact-names';
import type { WhoamiUser } from '../../domain/wire/auth';

/** The contact as the browser reads it: the spec's own field names (spec section 3, Contact). */
export function contactToWire(identity: Identity): WhoamiUser {
  const c = identity.contact;
  return {
    ...contactNamesToWire(c),
    ...contactProfileToWire(c),
    porteur_projet_actif: c.porteurProjetActif,
    droits: identity.droits.map((id) => ({ id })),
  };
}

