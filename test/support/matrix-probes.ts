import { writeFile, mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { contacts, documents, dossiers, organisations } from '../../server/db/schema/index';
import { uploadPath, uploadsDir } from '../../server/storage/uploads';
import { TypeContact } from '../../domain/contact-types';
import { StatutDocument } from '../../domain/documents';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import { AUTHORITY_ONLY_TYPES_CONTACT, type ActionName } from '../../domain/permissions';
import type { StatutDossierId } from '../../domain/dossier-status';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { Plateforme } from '../../domain/platforms';
import { insertDossier } from './dossiers';
import { nationalRegisterNumber, porteurProjetBody } from './organisation-add';
import { multipartBody, SAMPLE_FILES } from './multipart';
import { completeIntroduction } from './wizard';
import { get, post, provider, type Pending, type Probe, type ProbeContext, type Target } from './matrix-probe-kit';
import { LABELLISATION_PROBES } from './matrix-probes-labellisation';
import { LINK_PROBES, pendingLink } from './matrix-probes-links';
import { DELETE_ORGANISATION_PROBE } from './matrix-probes-organisation';

export type { Pending, Probe, ProbeContext, Side, Target } from './matrix-probe-kit';


/** A dossier of the target's organisation on its side; the other side is a demo organisation. Introductions of ours are complete. */
async function dossierOf({ t, p, r }: ProbeContext, target: Target, statut: StatutDossierId, etape?: EtapeEncodageId, extra: { documents?: boolean; rapport?: 'documents' | 'submitted' } = {}) {
  const dossier = await insertDossier(t, {
    statut,
    etape,
    beneficiaireId: target.side === 'beneficiaire' ? target.owner : p.entreprise,
    prestataireId: target.side === 'prestataire' ? target.owner : p.prestataire,
    // Assigned even on another organisation's dossier: the organisation must decide, not the assignment alone.
    assigned: [p.presta, p.reference, p.expert, p.information],
    rapportSoumisLe: extra.rapport === 'submitted' ? new Date() : null,
    rapport: extra.rapport,
  });
  // completeIntroduction fills in the demo provider, so only a dossier of that provider is completed.
  if (statut === StatutDossier.DOSSIER_INTRODUCTION && target.owner === p.prestataire) {
    await completeIntroduction(t, p, r, dossier.id, { documents: extra.documents ?? false });
  }
  await t.database.db.update(dossiers).set({ typeAideId: r.conseil.id }).where(eq(dossiers.id, dossier.id));
  return dossier.id;
}

/** A document of the organisation itself (not of a dossier), with its file on disk. */
async function organisationDocument({ t, r }: ProbeContext, organisationId: number) {
  const storageName = `${randomUUID()}.pdf`;
  await mkdir(uploadsDir(t.config), { recursive: true });
  await writeFile(uploadPath(t.config, storageName)!, SAMPLE_FILES.pdf);
  const [row] = await t.database.db
    .insert(documents)
    .values({ organisationId, nom: 'Statuts', typeDocumentId: r.optionalDocumentType.id, mime: 'application/pdf', taille: SAMPLE_FILES.pdf.length, sha256: '0'.repeat(64), storageName, statut: StatutDocument.EN_ATTENTE })
    .returning();
  return row!.id;
}

let linkRequests = 0;
let listed = 0;
let beneficiaires = 0;

/** The contact of a new pending link with the target's organisation. */
async function linkedContact(ctx: ProbeContext, target: Target) {
  return (await pendingLink(ctx, target)).contactId;
}


const { DOSSIER_INTRODUCTION: INTRO } = StatutDossier;
const both = ['prestataire', 'beneficiaire'] as const;

/**
 * Lists `path` as the caller, searching a new dossier of the target provider whose beneficiary is named
 * uniquely: showing it is the action; a list without it refuses it (a 403 for the matrix).
 */
async function listsNewDossier<Item>(
  ctx: ProbeContext,
  target: Target,
  authorization: string,
  path: string,
  search: (nom: string) => object,
  shows: (items: Item[], made: { beneficiaireId: number; dossierId: number }) => boolean,
): Promise<Response> {
  const nom = `Bénéficiaire listé ${++listed}`;
  const [beneficiaire] = await ctx.t.database.db.insert(organisations).values({ typeOrganisationId: TypeOrganisation.BENEFICIAIRE, nomLong: nom, plateformeId: Plateforme.CE.id }).returning();
  const dossier = await insertDossier(ctx.t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: beneficiaire!.id, prestataireId: target.owner });
  const response = await post(ctx, authorization, path, search(nom));
  const shown = response.statusCode === 200 && shows((response.json() as { result: { items: Item[] } }).result.items, { beneficiaireId: beneficiaire!.id, dossierId: dossier.id });
  return response.statusCode === 200 && !shown ? ({ ...response, statusCode: 403, body: `not listed: ${response.body}` } as Response) : response;
}

/** One probe per action of domain/permissions.ts: a new action fails type-checking until it has one here. */
export const MATRIX_PROBES: Record<ActionName, Probe | Pending> = {
  LIST_BENEFICIARIES: {
    sides: provider,
    refusal: 403,
    run: (ctx, target, authorization) =>
      listsNewDossier(ctx, target, authorization, '/api/organisations', (nom) => ({ recherche: nom }), (items: Array<{ id: number }>, made) => items.some((o) => o.id === made.beneficiaireId)),
  },
  EDIT_OWN_PROFILE: LINK_PROBES.EDIT_OWN_PROFILE,
  TOGGLE_PROJECT_HOLDER: {
    sides: both,
    refusal: 403,
    // The role is the caller's own: "its own organisation" is its own contact, "another" someone else's (demo.benef, never a caller here).
    run: async (ctx, target, authorization) => {
      const contactId = target.mine ? (await get(ctx, authorization, '/api/auth/whoami')).json().result.user.id : ctx.p.benef;
      return get(ctx, authorization, `/api/contacts/${contactId}/porteur/disable`);
    },
  },
  REQUEST_LINK: LINK_PROBES.REQUEST_LINK,
  DELETE_LINK: LINK_PROBES.DELETE_LINK,
  VIEW_LINKED_ORGANISATIONS: {
    sides: both,
    refusal: 404,
    // Another contact of the target organisation (its pending link: whoever sees the organisation's contacts sees requests too).
    run: async (ctx, target, authorization) =>
      get(ctx, authorization, `/api/contacts/${await linkedContact(ctx, target)}?with[]=x_organisations&with[]=organisations_distinct`),
  },
  VIEW_ORGANISATION: {
    sides: both,
    refusal: 404,
    run: async (ctx, target, authorization) => get(ctx, authorization, `/api/documents/${await organisationDocument(ctx, target.owner)}`),
  },
  VIEW_CHEQUES: {
    sides: provider,
    refusal: 403,
    run: (ctx, target, authorization) =>
      listsNewDossier(ctx, target, authorization, '/api/cheques', (nom) => ({ beneficiaire: nom }), (items: Array<{ dossierId: number }>, made) => items.some((c) => c.dossierId === made.dossierId)),
  },
  VIEW_EXPERTS: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) => get(ctx, authorization, `/api/contacts/available-experts-for-dossier/${await dossierOf(ctx, target, StatutDossier.DOSSIER_EXAMEN)}`),
  },
  VIEW_DOSSIER: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) => get(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, StatutDossier.DOSSIER_EXAMEN)}`),
  },
  VIEW_REPORT: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) => get(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, StatutDossier.DOSSIER_PRESTATION_CONFIRME)}/report`),
  },
  VIEW_RECOGNITION_REQUESTS: LABELLISATION_PROBES.VIEW_RECOGNITION_REQUESTS,
  VIEW_COMPETENCE_VALIDATIONS: LABELLISATION_PROBES.VIEW_COMPETENCE_VALIDATIONS,

  DUPLICATE_DOSSIER: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) => post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierAide)}/duplicate`),
  },
  DELETE_DOSSIER: { sides: both, refusal: 403, run: async (ctx, target, authorization) => post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierAide)}/delete`) },
  CANCEL_DOSSIER: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierPrestataire)}/cancel-introduced`, { justification: 'Introduit par erreur.' }),
  },
  CREATE_DOSSIER: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) => post(ctx, authorization, '/api/dossiers/add', { typeAideId: ctx.r.conseil.id, organisationId: target.owner }),
  },
  COMPLETE_DOSSIER: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierAide)}/update-type-aide`, { typeAideId: ctx.r.numerique.id }),
  },
  INTRO_STEPS: { sides: provider, refusal: 403, run: async (ctx, target, authorization) => post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierValidation)}/validate`) },
  EDIT_REPORT: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, StatutDossier.DOSSIER_PRESTATION_CONFIRME)}/report/description`, {
        dateDebut: '2026-01-05',
        dateFin: '2026-03-20',
        tachesLivrables: 'Ateliers et rapport.',
        contexte: 'Projet.',
      }),
  },
  VALIDATE_SERVICE: {
    sides: ['beneficiaire'],
    narrowedTo: { types: AUTHORITY_ONLY_TYPES_CONTACT, rule: 'only the authority beneficiary validates or refuses a performance' },
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, StatutDossier.DOSSIER_PRESTATION_CONFIRME, undefined, { rapport: 'submitted' })}/report/validate`),
  },
  MANAGE_DOCUMENTS: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) => {
      const dossierId = await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierUpload);
      const body = multipartBody([
        { name: 'nom', value: 'Offre signée' },
        { name: 'typeDocumentId', value: String(ctx.r.mandatoryDocumentTypes[0]!.id) },
        { name: 'file', filename: 'offre.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
      ]);
      return ctx.t.app.inject({ method: 'POST', url: `/api/dossiers/${dossierId}/upload-document`, headers: { authorization, ...body.headers }, payload: body.payload });
    },
  },
  SUBMIT_TO_BENEFICIARY: {
    sides: provider,
    narrowedTo: { types: AUTHORITY_ONLY_TYPES_CONTACT, rule: 'only an authority contact of the provider may submit a performance to the beneficiary' },
    refusal: 403,
    run: async (ctx, target, authorization) => post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, StatutDossier.DOSSIER_PRESTATION_CONFIRME, undefined, { rapport: 'documents' })}/report/submit-to-beneficiary`),
  },
  COMPLETE_DRC_ANSWER: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) => post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, StatutDossier.DOSSIER_DEMANDE_INFOS)}/submit-drc`, { answer: 'Voici les informations.' }),
  },
  CREATE_EXPERT_COMPETENCE_VALIDATION: LABELLISATION_PROBES.CREATE_EXPERT_COMPETENCE_VALIDATION,

  CREATE_BENEFICIARY: {
    sides: provider,
    refusal: 403,
    // A new project holder each time (no company register involved): only the caller decides.
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, '/api/organisations/add', { ...porteurProjetBody(nationalRegisterNumber('900101', ++beneficiaires), `matrice.${beneficiaires}`), prestataireId: target.owner }),
  },
  CREATE_RECOGNITION_REQUEST: LABELLISATION_PROBES.CREATE_RECOGNITION_REQUEST,
  COMPLETE_RECOGNITION_REQUEST: LABELLISATION_PROBES.COMPLETE_RECOGNITION_REQUEST,
  COMPLETE_EXPERT_COMPETENCE_VALIDATION: LABELLISATION_PROBES.COMPLETE_EXPERT_COMPETENCE_VALIDATION,

  VIEW_RECOGNITION_REQUEST_DETAILS: LABELLISATION_PROBES.VIEW_RECOGNITION_REQUEST_DETAILS,
  VIEW_COMPETENCE_VALIDATION_REQUESTS: LABELLISATION_PROBES.VIEW_COMPETENCE_VALIDATION_REQUESTS,

  EDIT_ORGANISATION: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) => {
      const [o] = await ctx.t.database.db.select().from(organisations).where(eq(organisations.id, target.owner));
      return post(ctx, authorization, `/api/organisations/${target.owner}/info-commerciales/update`, {
        version: o!.version,
        DenominationCommercialeLongue: `Édition ${o!.version}`,
        SiteWeb: '',
        ProfilLinkedIn: '',
        MailContact: '',
        ContactsCommerciaux: [],
        AdresseCommerciale: null,
      });
    },
  },
  MANAGE_ADDRESS: {
    sides: both,
    refusal: 403,
    run: (ctx, target, authorization) =>
      post(ctx, authorization, `/api/organisations/${target.owner}/address/add`, {
        typeAdresse: TypeAdresse.FACTURATION,
        rue: 'Rue des Essais',
        numero: '1',
        codePostal: '1000',
        localite: 'Bruxelles',
        pays: 'BE',
      }),
  },
  MANAGE_CONTACT_LINKS: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) => {
      const login = `matrice.ajout.${++linkRequests}`;
      const [contact] = await ctx.t.database.db.insert(contacts).values({ email: `${login}@demo.example`, nomUtilisateur: login, prenom: 'Ajout', nom: login }).returning();
      return post(ctx, authorization, '/api/organisations/addLinkOrgaContact', { organisationId: target.owner, contactId: contact!.id, typeContactId: TypeContact.INFORMATION });
    },
  },
  VALIDATE_LINK_REQUEST: {
    sides: both,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/organisations/${target.owner}/contact/${(await pendingLink(ctx, target)).id}/validate`, { Statut: StatutValidationLien.VALIDE, version: 1 }),
  },
  DELETE_ORGANISATION: DELETE_ORGANISATION_PROBE,
  SUBMIT_DOSSIER_INTRO: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) => post(ctx, authorization, `/api/dossiers/${await dossierOf(ctx, target, INTRO, EtapeEncodage.DossierUpload, { documents: true })}/confirm-documents`),
  },
  EDIT_INVOICE: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) => {
      // A written report (test/support/dossiers.ts) whose invoice is replaced.
      const dossierId = await dossierOf(ctx, target, StatutDossier.DOSSIER_PRESTATION_CONFIRME, undefined, { rapport: 'documents' });
      const body = multipartBody([
        { name: 'numeroFacture', value: 'F-2' },
        { name: 'montantHtva', value: '100' },
        { name: 'dateFacture', value: '2026-03-25' },
        { name: 'file', filename: 'facture.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
      ]);
      return ctx.t.app.inject({ method: 'POST', url: `/api/dossiers/${dossierId}/report/invoice`, headers: { authorization, ...body.headers }, payload: body.payload });
    },
  },
  SUBMIT_RECOGNITION_REQUEST: LABELLISATION_PROBES.SUBMIT_RECOGNITION_REQUEST,
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: LABELLISATION_PROBES.SUBMIT_EXPERT_COMPETENCE_VALIDATION,
};
