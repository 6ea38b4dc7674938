import type { Db } from '../db/client';
import { contactDroits, contacts, xContacts } from '../db/schema/index';
import { hashPassword } from '../auth/passwords';
import { Droit } from '../../domain/droits';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';
import type { DemoOrganisations } from './demo-organisations';

export const DEMO_PASSWORD = 'Demo-2026!';

interface DemoContact {
  login: string;
  prenom: string;
  nom: string;
  droits: number[];
  /** National register number: what the external identity service proves. */
  numeroIdentification?: string;
  links: Array<{ organisation: { id: number; typeOrganisationId: number }; typeContactId: number; fonction: string }>;
}

function demoContacts(o: DemoOrganisations): DemoContact[] {
  const provider = (typeContactId: number, fonction: string) => ({ organisation: o.prestataire, typeContactId, fonction });
  return [
    {
      login: 'demo.presta',
      prenom: 'Pierre',
      nom: 'Martin',
      droits: [Droit.Prestataire, Droit.Beneficiaire],
      links: [
        provider(TypeContact.AUTORITE, 'Gérant'),
        { organisation: o.grandeEntreprise, typeContactId: TypeContact.AUTORITE, fonction: 'Administrateur délégué' },
      ],
    },
    { login: 'demo.reference', prenom: 'Claire', nom: 'Renard', droits: [Droit.Prestataire], links: [provider(TypeContact.REFERENCE, 'Responsable de projets')] },
    { login: 'demo.expert', prenom: 'Hugo', nom: 'Lefèvre', droits: [Droit.Prestataire], links: [provider(TypeContact.EXPERT, 'Consultant senior')] },
    { login: 'demo.information', prenom: 'Inès', nom: 'Dubois', droits: [Droit.Prestataire], links: [provider(TypeContact.INFORMATION, 'Assistante administrative')] },
    {
      login: 'demo.benef',
      prenom: 'Marc',
      nom: 'Dupont',
      numeroIdentification: '90020112305',
      droits: [Droit.Beneficiaire],
      links: [
        { organisation: o.entreprise, typeContactId: TypeContact.AUTORITE, fonction: 'Gérant' },
        { organisation: o.porteurProjet, typeContactId: TypeContact.REFERENCE, fonction: 'Accompagnateur' },
        { organisation: o.etrangere, typeContactId: TypeContact.AUTORITE, fonction: 'Directeur' },
        { organisation: o.pouvoirPublic, typeContactId: TypeContact.INFORMATION, fonction: 'Agent traitant' },
      ],
    },
    {
      login: 'demo.gestionnaire',
      prenom: 'Nadia',
      nom: 'Peeters',
      droits: [Droit.Gestionnaire],
      links: [{ organisation: o.gestionnaire, typeContactId: TypeContact.TECHNIQUE, fonction: 'Gestionnaire de dossiers' }],
    },
  ];
}

/** The demo logins of README, all with the password DEMO_PASSWORD. */
export async function seedContacts(db: Db, organisations: DemoOrganisations) {
  const byLogin: Record<string, number> = {};
  for (const c of demoContacts(organisations)) {
    const [row] = await db
      .insert(contacts)
      .values({
        email: `${c.login}@demo.example`,
        nomUtilisateur: c.login,
        prenom: c.prenom,
        nom: c.nom,
        numeroIdentification: c.numeroIdentification ?? null,
        compteValide: true,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning({ id: contacts.id });
    const contactId = row!.id;
    byLogin[c.login] = contactId;
    await db.insert(contactDroits).values(c.droits.map((droitId) => ({ contactId, droitId })));
    await db.insert(xContacts).values(
      c.links.map((l) => ({
        contactId,
        organisationId: l.organisation.id,
        typeContactId: l.typeContactId,
        typeOrganisationId: l.organisation.typeOrganisationId,
        validationStatus: StatutValidationLien.VALIDE,
        fonction: l.fonction,
        email: `${c.login}@demo.example`,
        telephone: '+32 81 00 00 00',
      })),
    );
  }
  return byLogin;
}
