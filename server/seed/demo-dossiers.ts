import { and, eq } from 'drizzle-orm';
import { DEFAULT_LEGAL_DELAYS } from '../config';
import type { DemoSettings } from './demo-files';
import type { Db } from '../db/client';
import { addresses, competences, dossierCompetences, dossierContacts, dossiers, thematiques, typesAide, xAdresses } from '../db/schema/index';
import { Droit } from '../../domain/droits';
import { EtapeEncodage } from '../../domain/encoding-steps';
import { Plateforme, type PlateformeId } from '../../domain/platforms';
import { TypeContact } from '../../domain/contact-types';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { dossierActionOfEvent, dossierActionVerdict } from '../../machines/access/dossierActions';
import type { DossierCaller } from '../../machines/access/dossierScope';
import { loadIdentity } from '../services/auth/identity';
import { authorizeDossierAction } from '../services/dossiers/authorize';
import { DOSSIER_CREATION_EVENTS } from '../../domain/dossier-history-events';
import { insertDossier } from '../services/dossiers/creation';
import { findDossier } from '../services/dossiers/stored';
import { applyDossierEvent } from '../services/dossiers/transition';
import { DEMO_DOSSIER_PLAN, type DemoEvent } from './demo-dossier-plan';
import { OFFICE_MOMENT_MAX_SHIFT, officeMoment } from './demo-clock';
import { writeDemoReport } from './demo-report';
import type { DemoOrganisations } from './demo-organisations';

/**
 * What the demo dossiers of each platform are about: the competences their providers' experts are asked for
 * (codes are unique over both platforms), each with the code of the thematic it belongs to, and their titles.
 */
const DEMO_SUBJECTS: Record<PlateformeId, { competences: ReadonlyArray<readonly [string, string, string]>; titles: readonly string[] }> = {
  [Plateforme.CE.id]: {
    competences: [
      ['STRAT', 'Stratégie et développement', 'STRATEGIE'],
      ['NUM', 'Transformation numérique', 'NUMERIQUE'],
      ['ENERG', 'Efficacité énergétique', 'ENERGIE'],
      ['EXPORT', 'Internationalisation', 'INTERNATIONAL'],
      ['RH', 'Ressources humaines', 'STRATEGIE'],
    ],
    titles: [
      'Plan de transformation numérique',
      'Audit énergétique du site de production',
      'Stratégie de développement à l’export',
      'Accompagnement à la digitalisation des ventes',
      'Diagnostic organisationnel et RH',
    ],
  },
  [Plateforme.TLPE.id]: {
    competences: [
      ['EN-AUDIT', 'Audit énergétique', 'AUDIT_REGLEMENTAIRE'],
      ['EN-BATI', 'Performance énergétique des bâtiments', 'ENERGIE'],
      ['EN-PROCESS', 'Efficacité des procédés industriels', 'ENERGIE'],
      ['EN-RENOUV', 'Énergies renouvelables', 'ENERGIE'],
      ['EN-FINANCE', 'Financement de la transition énergétique', 'ENERGIE'],
    ],
    titles: [
      'Audit énergétique du site de production',
      'Isolation et relighting des ateliers',
      'Installation photovoltaïque en autoconsommation',
      'Récupération de chaleur sur les fours',
      'Plan de réduction des consommations d’énergie',
    ],
  },
};

/** The demo competences of the platform its expert holds: all but the last, so that the competences step shows one no expert of the provider holds. */
export function expertCompetenceCodes(plateformeId: PlateformeId): string[] {
  return DEMO_SUBJECTS[plateformeId].competences.slice(0, -1).map(([code]) => code);
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function caller(db: Db, contactId: number, droitId: number): Promise<DossierCaller> {
  const identity = await loadIdentity(db, contactId);
  return { contactId, droitId, linkedOrganisations: identity!.linkedOrganisations };
}

/** The organisation's establishment unit, which a dossier names (spec section 5: it is mandatory). */
async function uniteEtablissementOf(db: Db, organisationId: number) {
  const [unit] = await db
    .select({ id: addresses.id })
    .from(xAdresses)
    .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
    .where(and(eq(xAdresses.organisationId, organisationId), eq(addresses.typeAdresse, TypeAdresse.UNITE_ETABLISSEMENT)));
  return unit?.id ?? null;
}

/**
 * Plays one event as the first demo contact the access rules allow to send it (the provider's
 * Authority, a beneficiary's Authority or the manager), through the same service as the API, so that
 * every history row is a real event sent by someone entitled to it.
 */
async function play(db: Db, config: DemoSettings, dossierId: number, step: DemoEvent, actors: DossierCaller[], at: Date) {
  const [type, text] = typeof step === 'string' ? [step, null] : step;
  const action = dossierActionOfEvent(type)!;
  const stored = (await findDossier(db, dossierId))!;
  const actor = actors.find((a) => dossierActionVerdict(action, stored.access, a) === 'allowed');
  if (!actor) throw new Error(`Démo : personne ne peut envoyer ${type} au dossier ${stored.row.reference}.`);
  // A report is submitted only once written, with its invoice and activity report.
  if (type === 'SUBMIT_REPORT_TO_BENEFICIARY') {
    await writeDemoReport(db, config, { dossierId, reference: stored.row.reference, montantTotal: stored.row.montantTotal, contactId: actor.contactId, at });
  }
  await applyDossierEvent(db, {
    dossierId,
    event: { type },
    contactId: actor.contactId,
    text,
    at,
    // The demo's deadlines use the default delays, whatever the settings of the first start.
    settings: { ...DEFAULT_LEGAL_DELAYS, platform: config.platform },
    authorize: (dossier) => authorizeDossierAction(action, dossier, actor),
  });
}

/** The demo dossiers of DEMO_DOSSIER_PLAN on the platform's vouchers, spread over the beneficiaries, Menuiserie Dupont SRL first. */
export async function seedDossiers(db: Db, config: DemoSettings, o: DemoOrganisations, contactsByLogin: Record<string, number>) {
  const plateformeId = config.platform.id;
  const subjects = DEMO_SUBJECTS[plateformeId];
  const thematiqueIds = new Map((await db.select({ id: thematiques.id, code: thematiques.code }).from(thematiques)).map((t) => [t.code, t.id]));
  const competenceRows = await db
    .insert(competences)
    .values(subjects.competences.map(([code, libelle, thematique]) => ({ code, libelle, plateformeId, thematiqueId: thematiqueIds.get(thematique)! })))
    .returning();
  const vouchers = await db.select({ id: typesAide.id }).from(typesAide).where(eq(typesAide.plateformeId, plateformeId)).orderBy(typesAide.id);
  const login = (name: string) => contactsByLogin[name]!;
  const actors = [
    await caller(db, login('demo.presta'), Droit.Prestataire),
    await caller(db, login('demo.benef'), Droit.Beneficiaire),
    await caller(db, login('demo.presta'), Droit.Beneficiaire),
    await caller(db, login('demo.gestionnaire'), Droit.Gestionnaire),
  ];
  // The beneficiary validates the report: its Authority must be a demo login.
  const withAuthority = [o.entreprise, o.grandeEntreprise, o.entreprise, o.etrangere];
  const anyBeneficiary = [o.entreprise, o.porteurProjet, o.entreprise, o.pouvoirPublic, o.etrangere, o.grandeEntreprise];
  // The beneficiaries' Authority among the demo logins (the others have none).
  const beneficiaryAuthorities = new Map([
    [o.entreprise.id, login('demo.benef')],
    [o.etrangere.id, login('demo.benef')],
    [o.grandeEntreprise.id, login('demo.presta')],
  ]);
  // Every demo moment is moved into Brussels office hours (demo-clock.ts), which may put it up to this much later.
  const latest = Date.now() - OFFICE_MOMENT_MAX_SHIFT;
  for (const [i, plan] of DEMO_DOSSIER_PLAN.entries()) {
    const needsAuthority = plan.events.some((e) => (typeof e === 'string' ? e : e[0]).startsWith('BENEFICIARY_'));
    const pool = needsAuthority ? withAuthority : anyBeneficiary;
    // A provider's introduction names its beneficiary at step 2.
    const beneficiaire = plan.byProvider ? null : pool[i % pool.length]!;
    const born = latest - (DEMO_DOSSIER_PLAN.length - i) * 3 * DAY;
    const createdAt = officeMoment(new Date(born));
    const withProvider = plan.byProvider || (plan.etape !== EtapeEncodage.DossierAide && plan.etape !== EtapeEncodage.DossierBeneficiaire);
    const submits = plan.events.includes('SUBMIT_INTRODUCTION');
    const createdBy = withProvider ? login('demo.presta') : login('demo.benef');
    const total = 4000 + i * 250;
    const dossier = await insertDossier(
      db,
      {
        plateformeId,
        etapeEncodage: plan.etape,
        typeAideId: vouchers[i % vouchers.length]!.id,
        beneficiaireId: beneficiaire?.id ?? null,
        uniteEtablissementId: beneficiaire ? await uniteEtablissementOf(db, beneficiaire.id) : null,
        prestataireId: withProvider ? o.prestataire.id : null,
        gestionnaireId: submits ? login('demo.gestionnaire') : null,
        titre: subjects.titles[i % subjects.titles.length],
        objectifGeneral: 'Renforcer la compétitivité de l’entreprise.',
        valeurAjoutee: 'Un regard extérieur et un plan d’action chiffré, mené avec l’équipe.',
        planning: 'Diagnostic sur site, restitution, puis plan d’action et suivi.',
        montantTotal: total,
        montantCheque: total / 2,
        quotePartBeneficiaire: total / 2,
        interventionPublique: total / 2,
        taux: 50,
        nombreJours: 5 + (i % 6),
        dateDebutEstimee: isoDate(new Date(createdAt.getTime() + 30 * DAY)),
        dateFinEstimee: isoDate(new Date(createdAt.getTime() + 120 * DAY)),
        createdBy,
        createdAt,
        updatedAt: createdAt,
      },
      { contactId: createdBy, event: DOSSIER_CREATION_EVENTS.created, at: createdAt },
    );
    if (withProvider) {
      await db.insert(dossierCompetences).values({ dossierId: dossier.id, competenceId: competenceRows[i % competenceRows.length]!.id, pourcentage: 100 });
      await db.insert(dossierContacts).values([
        { dossierId: dossier.id, contactId: login('demo.presta'), typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.AUTORITE },
        { dossierId: dossier.id, contactId: login('demo.expert'), typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.EXPERT },
      ]);
    }
    // The introductions still being encoded carry every contact the wizards ask for, so a demo user can finish one.
    const beneficiaryAuthority = beneficiaire ? beneficiaryAuthorities.get(beneficiaire.id) : undefined;
    if (withProvider && plan.events.length === 0 && beneficiaryAuthority !== undefined) {
      const contact = (contactId: number, typeOrganisationId: number, typeContactId: number) => ({ dossierId: dossier.id, contactId, typeOrganisationId, typeContactId });
      await db.insert(dossierContacts).values([
        contact(login('demo.reference'), TypeOrganisation.PRESTATAIRE, TypeContact.REFERENCE),
        contact(login('demo.information'), TypeOrganisation.PRESTATAIRE, TypeContact.INFORMATION),
        contact(beneficiaryAuthority, TypeOrganisation.BENEFICIAIRE, TypeContact.AUTORITE),
      ]);
    }
    // Events are spread between the creation and the latest office moment: each dossier's last move is recent, so
    // its legal deadline is still running when the demo starts (none is accepted or rejected on the first round).
    // Moved into office hours after spreading them, so that they keep their order.
    const gap = (latest - born) / plan.events.length;
    for (const [k, step] of plan.events.entries()) {
      await play(db, config, dossier.id, step, actors, officeMoment(new Date(born + (k + 1) * gap)));
    }
    if (submits || plan.anciennePlateforme) {
      await db
        .update(dossiers)
        .set({ numeroInterne: `INT-${1000 + dossier.id}`, anciennePlateforme: plan.anciennePlateforme ?? false })
        .where(eq(dossiers.id, dossier.id));
    }
  }
  return DEMO_DOSSIER_PLAN.length;
}
