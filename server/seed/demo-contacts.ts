import type { Db } from '../db/client';
import { contactDroits, contacts, xContacts } from '../db/schema/index';
import { hashPassword } from '../auth/passwords';
import type { TypeDocumentIdentiteCode } from '../../domain/identity-documents';
import { Droit } from '../../domain/droits';
import { TypeContact } from '../../domain/contact-types';
import { ADDED_LINK } from '../../machines/contactLink.state';
import type { DemoOrganisations } from './demo-organisations';

export const DEMO_PASSWORD = 'Demo-2026!';

/**
 * A hash of DEMO_PASSWORD. That password is published in README with the demo logins, so its hash protects nothing:
 * it is made at a ten-thousandth of the cost of a password someone chose (server/auth/passwords.ts). Each sign-in
 * into the demo then costs a tenth of a millisecond of CPU instead of 50, which the tests' two thousand sign-ins add
 * up to (docs/testing.md). A demo person who changes the password gets a hash at the full cost.
 */
export const demoPasswordHash = () => hashPassword(DEMO_PASSWORD, { costLog2: 4 });

/** A demo person: its login, names, and national register number (what the identity service proves). */
interface DemoPerson {
  login: string;
  prenom: string;
  nom: string;
  numeroIdentification: string;
}

const DEMO_PEOPLE = {
  presta: { login: 'demo.presta', prenom: 'Pierre', nom: 'Martin', numeroIdentification: '75031512353' },
  reference: { login: 'demo.reference', prenom: 'Claire', nom: 'Renard', numeroIdentification: '82022223466' },
  expert: { login: 'demo.expert', prenom: 'Hugo', nom: 'Lefèvre', numeroIdentification: '88090934535' },
  information: { login: 'demo.information', prenom: 'Inès', nom: 'Dubois', numeroIdentification: '91010145674' },
  benef: { login: 'demo.benef', prenom: 'Marc', nom: 'Dupont', numeroIdentification: '90020112305' },
  gestionnaire: { login: 'demo.gestionnaire', prenom: 'Nadia', nom: 'Peeters', numeroIdentification: '93060656784' },
  centreReference: { login: 'demo.centre.reference', prenom: 'Julien', nom: 'Mertens', numeroIdentification: '87041212314' },
  centreAvis: { login: 'demo.centre.avis', prenom: 'Sarah', nom: 'Lambotte', numeroIdentification: '79092345691' },
  emetteur: { login: 'demo.emetteur', prenom: 'Thomas', nom: 'Wauters', numeroIdentification: '84051811181' },
} satisfies Record<string, DemoPerson>;

export const demoEmail = (login: string) => `${login}@demo.example`;

/** The demo people as the embedded identity provider proves them (README, "Sign-in with the identity service"). */
export function demoIdentities() {
  return Object.values(DEMO_PEOPLE).map((p) => ({ nationalRegisterNumber: p.numeroIdentification, prenom: p.prenom, nom: p.nom, email: demoEmail(p.login) }));
}

interface DemoContact extends DemoPerson {
  droits: number[];
  links: Array<{ organisation: { id: number; typeOrganisationId: number }; typeContactId: number; fonction: string }>;
}

function demoContacts(o: DemoOrganisations): DemoContact[] {
  const provider = (typeContactId: number, fonction: string) => ({ organisation: o.prestataire, typeContactId, fonction });
  return [
    {
      ...DEMO_PEOPLE.presta,
      droits: [Droit.Prestataire, Droit.Beneficiaire],
      links: [
        provider(TypeContact.AUTORITE, 'Gérant'),
        { organisation: o.grandeEntreprise, typeContactId: TypeContact.AUTORITE, fonction: 'Administrateur délégué' },
      ],
    },
    { ...DEMO_PEOPLE.reference, droits: [Droit.Prestataire], links: [provider(TypeContact.REFERENCE, 'Responsable de projets')] },
    {
      ...DEMO_PEOPLE.expert,
      droits: [Droit.Prestataire],
      links: [
        provider(TypeContact.EXPERT, 'Consultant senior'),
        { organisation: o.cabinetExpert, typeContactId: TypeContact.AUTORITE, fonction: 'Gérant' },
        { organisation: o.cabinetExpert, typeContactId: TypeContact.EXPERT, fonction: 'Consultant indépendant' },
      ],
    },
    { ...DEMO_PEOPLE.information, droits: [Droit.Prestataire], links: [provider(TypeContact.INFORMATION, 'Assistante administrative')] },
    {
      ...DEMO_PEOPLE.benef,
      droits: [Droit.Beneficiaire],
      links: [
        { organisation: o.entreprise, typeContactId: TypeContact.AUTORITE, fonction: 'Gérant' },
        { organisation: o.porteurProjet, typeContactId: TypeContact.REFERENCE, fonction: 'Accompagnateur' },
        { organisation: o.etrangere, typeContactId: TypeContact.AUTORITE, fonction: 'Directeur' },
        { organisation: o.pouvoirPublic, typeContactId: TypeContact.INFORMATION, fonction: 'Agent traitant' },
      ],
    },
    {
      ...DEMO_PEOPLE.gestionnaire,
      droits: [Droit.Gestionnaire],
      links: [{ organisation: o.gestionnaire, typeContactId: TypeContact.TECHNIQUE, fonction: 'Gestionnaire de dossiers' }],
    },
    // The labelling side: a reference centre and an advice centre give their opinions on recognition requests.
    { ...DEMO_PEOPLE.centreReference, droits: [Droit.CentreReference], links: [] },
    { ...DEMO_PEOPLE.centreAvis, droits: [Droit.CentreAvis], links: [] },
    // The issuer of the vouchers reads every voucher of the platform (docs/cheques.md); it belongs to no organisation.
    { ...DEMO_PEOPLE.emetteur, droits: [Droit.Emetteur], links: [] },
  ];
}

/** The demo logins of README, all with the password DEMO_PASSWORD. */
export async function seedContacts(db: Db, organisations: DemoOrganisations) {
  const byLogin: Record<string, number> = {};
  for (const c of demoContacts(organisations)) {
    const [row] = await db
      .insert(contacts)
      .values({
        email: demoEmail(c.login),
        nomUtilisateur: c.login,
        prenom: c.prenom,
        nom: c.nom,
        numeroIdentification: c.numeroIdentification,
        // Belgian residents, proved by their national register number: their identity card.
        typeDocumentIdentite: 'CARTE_IDENTITE' satisfies TypeDocumentIdentiteCode,
        compteValide: true,
        passwordHash: await demoPasswordHash(),
      })
      .returning({ id: contacts.id });
    const contactId = row!.id;
    byLogin[c.login] = contactId;
    await db.insert(contactDroits).values(c.droits.map((droitId) => ({ contactId, droitId })));
    if (c.links.length === 0) continue;
    await db.insert(xContacts).values(
      c.links.map((l) => ({
        contactId,
        organisationId: l.organisation.id,
        typeContactId: l.typeContactId,
        typeOrganisationId: l.organisation.typeOrganisationId,
        ...ADDED_LINK,
        fonction: l.fonction,
        email: demoEmail(c.login),
        telephone: '+32 81 00 00 00',
      })),
    );
  }
  return byLogin;
}
