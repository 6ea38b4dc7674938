import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { competences, contactCompetences, thematiques } from '../db/schema/index';
import { TYPE_DOCUMENT_CV_EXPERT_LABELLISATION } from '../../domain/labellisation-completion';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { AvisLabellisation, TypeDemandeLabellisation, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import { StatutValidationLien } from '../../domain/link-validation';
import type { DossierCaller } from '../../machines/access/dossierScope';
import type { LabellisationRequestEvent } from '../../machines/labellisationRequest.machine';
import { completeSpecificData } from '../services/labellisation/completion';
import { createCompetenceDemande } from '../services/labellisation/competence-create';
import { createDemande } from '../services/labellisation/create';
import { applyDemandeEvent } from '../services/labellisation/transition';
import { OFFICE_MOMENT_MAX_SHIFT, officeMoment } from './demo-clock';
import type { DemoFiles } from './demo-files';
import { storeDemoPdf } from './demo-document';

/** The default validity of a label (LABEL_VALIDITY_MONTHS): the demo's labels are dated with it. */
const DEMO_VALIDITY_MONTHS = 36;
const MONTH = 30 * 24 * 3600 * 1000;

interface DemoDemande {
  type: TypeDemandeLabellisationId;
  thematique: string | null;
  commentaire: string;
  /** The references its completion gives (every demo request is complete: those in introduction may be submitted). */
  references: string;
  /** How many months ago it was created, then each event a day later than the last. */
  monthsAgo: number;
  events: Array<[LabellisationRequestEvent['type'], 'presta' | 'centreReference' | 'gestionnaire', string | null]>;
}

/**
 * The demo provider's labellisation (README, demo data), each request walked through its machine from its
 * creation: a system access and a Strategy recognition granted long ago (the latter near its expiry, so it
 * may be renewed), an energy-transition recognition in examination with the reference centre's opinion, and
 * a digital recognition with its thematic access still in introduction, ready to be submitted together.
 */
const DEMO_DEMANDES: DemoDemande[] = [
  {
    type: TypeDemandeLabellisation.ACCES_SYSTEME,
    thematique: null,
    commentaire: 'Cabinet de conseil aux PME wallonnes depuis 2012, cinq consultants.',
    references: 'Quarante missions d’accompagnement de PME depuis 2012.',
    monthsAgo: 26,
    events: [['SUBMIT', 'presta', null], ['VALIDATE', 'gestionnaire', null]],
  },
  {
    type: TypeDemandeLabellisation.RECONNAISSANCE,
    thematique: 'STRATEGIE',
    commentaire: 'Plans stratégiques et accompagnement de la croissance : références jointes au dossier papier.',
    references: 'Plans stratégiques pour Verrerie Wallonne SA et douze PME industrielles.',
    monthsAgo: 35,
    events: [['SUBMIT', 'presta', null], ['RECORD_OPINION', 'centreReference', 'Références solides et méthode éprouvée.'], ['VALIDATE', 'gestionnaire', null]],
  },
  {
    type: TypeDemandeLabellisation.RECONNAISSANCE,
    thematique: 'ENERGIE',
    commentaire: 'Deux consultants formés aux audits énergétiques accompagnent des PME industrielles.',
    references: 'Trois audits énergétiques récents en Hainaut.',
    monthsAgo: 1,
    events: [['SUBMIT', 'presta', null], ['RECORD_OPINION', 'centreReference', 'Compétences démontrées sur trois missions récentes.']],
  },
  { type: TypeDemandeLabellisation.RECONNAISSANCE, thematique: 'NUMERIQUE', commentaire: 'Diagnostics numériques et choix d’outils de gestion.', references: 'Diagnostics numériques de huit commerces liégeois.', monthsAgo: 0, events: [] },
  { type: TypeDemandeLabellisation.ACCES_THEMATIQUE, thematique: 'NUMERIQUE', commentaire: 'Accès aux outils de diagnostic numérique de la plateforme.', references: 'Voir la reconnaissance numérique soumise avec elle.', monthsAgo: 0, events: [] },
];

/**
 * The demo expert's own practice: a system access and a Strategy recognition granted three months ago, so that
 * the expert, its Authority, asks for and submits their own competences.
 */
const PRACTICE_DEMANDES: DemoDemande[] = [
  { type: TypeDemandeLabellisation.ACCES_SYSTEME, thematique: null, commentaire: 'Consultant indépendant en stratégie des PME.', references: 'Quinze plans stratégiques depuis 2019.', monthsAgo: 3, events: [['SUBMIT', 'presta', null], ['VALIDATE', 'gestionnaire', null]] },
  {
    type: TypeDemandeLabellisation.RECONNAISSANCE,
    thematique: 'STRATEGIE',
    commentaire: 'Plans stratégiques de PME familiales.',
    references: 'Plans de transmission de six PME familiales.',
    monthsAgo: 3,
    events: [['SUBMIT', 'presta', null], ['VALIDATE', 'gestionnaire', null]],
  },
];

/** Each demo request created by the provider's Authority and walked through its machine. */
async function playDemandes(db: Db, prestataireId: number, who: Record<'presta' | 'centreReference' | 'gestionnaire', number>, demandes: readonly DemoDemande[]) {
  const droitOf = { presta: Droit.Prestataire, centreReference: Droit.CentreReference, gestionnaire: Droit.Gestionnaire };
  const provider: DossierCaller = {
    contactId: who.presta,
    droitId: Droit.Prestataire,
    linkedOrganisations: [{ id: prestataireId, type_contact_id: TypeContact.AUTORITE, validation_status: StatutValidationLien.VALIDE }],
  };
  for (const demo of demandes) {
    const [thematique] = demo.thematique ? await db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.code, demo.thematique)) : [];
    // Office hours in Brussels, like the demo dossiers (demo-clock.ts).
    let at = new Date(Date.now() - OFFICE_MOMENT_MAX_SHIFT - demo.monthsAgo * MONTH);
    const demande = await createDemande(db, provider, prestataireId, { type: demo.type, thematiqueId: thematique?.id, commentaire: demo.commentaire }, officeMoment(at));
    await completeSpecificData(db, provider, demande.id, { commentaire: demo.commentaire, references: demo.references });
    for (const [type, by, text] of demo.events) {
      at = new Date(at.getTime() + 24 * 3600 * 1000);
      await applyDemandeEvent(db, {
        demandeId: demande.id,
        event: { type },
        contactId: who[by],
        text,
        at: officeMoment(at),
        opinion: type === 'RECORD_OPINION' ? { droitId: droitOf[by], avis: AvisLabellisation.FAVORABLE } : undefined,
        validityMonths: DEMO_VALIDITY_MONTHS,
      });
    }
  }
}

/**
 * The demo labellisation: the provider's requests, its expert's competence validation in introduction (a renewal
 * of their strategy competence, asked by the provider's Authority), and the expert's own practice.
 */
export async function seedLabellisation(db: Db, files: DemoFiles, plateformeId: number, organisations: { prestataire: number; cabinetExpert: number }, contactsByLogin: Record<string, number>) {
  const staff = { centreReference: contactsByLogin['demo.centre.reference']!, gestionnaire: contactsByLogin['demo.gestionnaire']! };
  const presta = contactsByLogin['demo.presta']!;
  const expert = contactsByLogin['demo.expert']!;
  await playDemandes(db, organisations.prestataire, { presta, ...staff }, DEMO_DEMANDES);
  await playDemandes(db, organisations.cabinetExpert, { presta: expert, ...staff }, PRACTICE_DEMANDES);
  // The expert's strategy competence, which the provider's recognition covers (none on the energy platform).
  const [strategy] = await db
    .select({ id: competences.id })
    .from(contactCompetences)
    .innerJoin(competences, eq(competences.id, contactCompetences.competenceId))
    .innerJoin(thematiques, eq(thematiques.id, competences.thematiqueId))
    .where(and(eq(contactCompetences.contactId, expert), eq(thematiques.code, 'STRATEGIE')))
    .orderBy(asc(competences.id))
    .limit(1);
  if (!strategy) return;
  const authority: DossierCaller = {
    contactId: presta,
    droitId: Droit.Prestataire,
    linkedOrganisations: [{ id: organisations.prestataire, type_contact_id: TypeContact.AUTORITE, validation_status: StatutValidationLien.VALIDE }],
  };
  const commentaire = 'Renouvellement de la compétence stratégie de notre consultant senior.';
  // Dated like every demo event (office hours, never ahead of now), not at the moment the demo is installed.
  const asked = officeMoment(new Date(Date.now() - OFFICE_MOMENT_MAX_SHIFT));
  const demande = await createCompetenceDemande(db, plateformeId, authority, organisations.prestataire, { expertId: expert, competenceIds: [strategy.id], commentaire }, asked);
  // Complete, so that the demo submits it: its references and the expert's CV.
  await completeSpecificData(db, authority, demande.id, { commentaire, references: 'Vingt missions de stratégie menées depuis 2018.' });
  await storeDemoPdf(db, files, TYPE_DOCUMENT_CV_EXPERT_LABELLISATION, 'CV de Hugo Lefèvre', { demandeLabellisationId: demande.id, nom: "CV de l'expert", uploadedBy: presta });
}

