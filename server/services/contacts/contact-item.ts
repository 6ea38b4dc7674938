import type { addresses, contacts } from '../../db/schema/index';
import { contactNamesToWire, contactProfileToWire } from '../../../domain/wire/contact-names';
import type { ContactAddressWire, ContactWire } from '../../../domain/wire/contacts';
import type { TypeAdresseId } from '../../../domain/organisation-types';

type ContactRow = Omit<typeof contacts.$inferSelect, 'passwordHash'>;

/** A contact's own fields as GET /contacts/{id} sends them (spec section 3, Contact); never its password. */
export function contactDetailToWire(c: ContactRow): ContactWire {
  return {
    ...contactNamesToWire(c),
    Telephone: c.telephone,
    Nationalite: c.nationalite,
    NumeroIdentification: c.numeroIdentification,
    ...contactProfileToWire(c),
    NotificationsDesactivees: c.notificationsDesactivees,
    compte_valide: c.compteValide,
    created_at: c.createdAt.toISOString(),
    version: c.version,
  };
}

export function addressToWire(a: typeof addresses.$inferSelect): ContactAddressWire {
  return {
    id: a.id,
    typeAdresse: a.typeAdresse as TypeAdresseId,
    nom: a.nom,
    rue: a.rue,
    numero: a.numero,
    boite: a.boite,
    codePostal: a.codePostal,
    localite: a.localite,
    pays: a.pays,
  };
}
