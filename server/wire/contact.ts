import type { Identity } from '../db/identity';
import { contactNamesToWire } from '../../domain/wire/contact-names';
import type { WhoamiUser } from '../../domain/wire/auth';

/** The contact as the browser reads it: the spec's own field names (spec section 3, Contact). */
export function contactToWire(identity: Identity): WhoamiUser {
  const c = identity.contact;
  return {
    ...contactNamesToWire(c),
    AdresseId: c.adresseId,
    ProfilLinkedIn: c.profilLinkedIn,
    ReceptionEmail: c.receptionEmail,
    BeneficiaireId: c.beneficiaireId,
    PhotoEmpreinteId: c.photoEmpreinteId,
    wp_connector_disabled: c.wpConnectorDisabled,
    porteur_projet_actif: c.porteurProjetActif,
    droits: identity.droits.map((id) => ({ id })),
  };
}

