import { contacts, organisations, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { Plateforme } from '../../domain/platforms';
import type { ActionName } from '../../domain/permissions';
import { get, post, type Probe, type ProbeContext, type Target } from './matrix-probe-kit';

/*
 * The cells of the permission matrix a contact takes on its own account: its profile, its requests to be linked and
 * its own links. A contact with no link takes them too (a new account has none), so they are self-service probes.
 */

let contactsMade = 0;
let organisationsMade = 0;

const typeOrganisationOf = (target: Target) => (target.side === 'prestataire' ? TypeOrganisation.PRESTATAIRE : TypeOrganisation.BENEFICIAIRE);

/** A new contact's pending link (as Reference) with the target's organisation: the request an Authority decides on. */
export async function pendingLink({ t }: ProbeContext, target: Target) {
  const login = `matrice.lien.${++contactsMade}`;
  const [contact] = await t.database.db.insert(contacts).values({ email: `${login}@demo.example`, nomUtilisateur: login, prenom: 'Lien', nom: login }).returning();
  const [link] = await t.database.db
    .insert(xContacts)
    .values({
      contactId: contact!.id,
      organisationId: target.owner,
      typeContactId: TypeContact.REFERENCE,
      typeOrganisationId: typeOrganisationOf(target),
      validationStatus: StatutValidationLien.EN_ATTENTE,
    })
    .returning();
  return link!;
}

const callerId = async (ctx: ProbeContext, authorization: string) => (await get(ctx, authorization, '/api/auth/whoami')).json().result.user.id as number;

/** A valid company number no demo organisation has: 8 digits from the counter, then their check. */
function freshBce(n: number) {
  const base = 17_000_000 + n;
  return `0${base}${String(97 - (base % 97)).padStart(2, '0')}`.slice(-10);
}

/** The contact's profile form as the profile screen sends it back: what it holds, with an address. */
async function ownProfileForm(ctx: ProbeContext, authorization: string, contactId: number) {
  const contact = (await get(ctx, authorization, `/api/contacts/${contactId}`)).json().result;
  return {
    Prenom: contact.Prenom,
    Nom: contact.Nom,
    Email: contact.Email,
    Telephone: contact.Telephone ?? '',
    Nationalite: contact.Nationalite ?? 'BE',
    NumeroIdentification: contact.NumeroIdentification ?? '',
    adresse: { typeAdresse: 1, nom: '', rue: 'Rue de la Sonde', numero: '1', boite: '', codePostal: '5000', localite: 'Namur', pays: 'BE' },
    NomUtilisateur: contact.NomUtilisateur,
    ReceptionEmail: contact.ReceptionEmail,
    version: contact.version,
  };
}

const selfService = "the caller's own account: a contact with no link takes it too";

export const LINK_PROBES = {
  EDIT_OWN_PROFILE: {
    sides: ['prestataire', 'beneficiaire'],
    refusal: 404,
    selfService,
    // "Its own organisation" is its own profile; "another" a contact it cannot see (404, the API hides it exists).
    run: async (ctx, target, authorization) => {
      const own = await callerId(ctx, authorization);
      if (target.mine) return post(ctx, authorization, `/api/contacts/${own}/update`, await ownProfileForm(ctx, authorization, own));
      const stranger = await pendingLink(ctx, target);
      return post(ctx, authorization, `/api/contacts/${stranger.contactId}/update`, { ...(await ownProfileForm(ctx, authorization, own)), version: 1 });
    },
  },
  REQUEST_LINK: {
    sides: ['prestataire', 'beneficiaire'],
    refusal: 403,
    selfService,
    // A request is always the caller's own, to an organisation it is not linked to: there is no "another" to refuse.
    mineOnly: 'a request names the caller itself and an organisation it is not linked to',
    run: async ({ t }, target, authorization) => {
      const bce = freshBce(++organisationsMade);
      await t.database.db.insert(organisations).values({ typeOrganisationId: typeOrganisationOf(target), nomLong: `Demande de lien ${organisationsMade}`, numeroBce: bce, plateformeId: Plateforme.CE.id });
      return t.app.inject({ method: 'POST', url: '/api/organisations/addLinkOrgaContact', headers: { authorization }, payload: { bce, typeOrganisationId: typeOrganisationOf(target) } });
    },
  },
  DELETE_LINK: {
    sides: ['prestataire', 'beneficiaire'],
    refusal: 403,
    selfService,
    // Its own organisation: its own request to be linked there (a pending Technical link), withdrawn; another: someone else's link there.
    run: async (ctx, target, authorization) => {
      const own = await callerId(ctx, authorization);
      const link = target.mine
        ? (await ctx.t.database.db
            .insert(xContacts)
            .values({ contactId: own, organisationId: target.owner, typeContactId: TypeContact.TECHNIQUE, typeOrganisationId: typeOrganisationOf(target), validationStatus: StatutValidationLien.EN_ATTENTE })
            .returning())[0]!
        : await pendingLink(ctx, target);
      return post(ctx, authorization, `/api/contacts/${link.contactId}/type/${link.typeContactId}/organisation/${target.owner}/delete`, { reason: 'Sonde de la matrice.' });
    },
  },
} satisfies Partial<Record<ActionName, Probe>>;

