import type { Db } from '../db/client';
import { competences, dossierCompetences, dossierContacts, dossierHistory, dossiers } from '../db/schema/index';
import { ALL_STATUTS_DOSSIER, StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage, ETAPES_ENCODAGE_ORDERED } from '../../domain/encoding-steps';
import { Plateforme } from '../../domain/platforms';
import { TypeContact } from '../../domain/contact-types';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { DemoOrganisations } from './demo-organisations';

const COMPETENCES = [
  ['STRAT', 'Stratégie et développement'],
  ['NUM', 'Transformation numérique'],
  ['ENERG', 'Efficacité énergétique'],
  ['EXPORT', 'Internationalisation'],
  ['RH', 'Ressources humaines'],
] as const;

const TITLES = [
  'Plan de transformation numérique',
  'Audit énergétique du site de production',
  'Stratégie de développement à l’export',
  'Accompagnement à la digitalisation des ventes',
  'Diagnostic organisationnel et RH',
];

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * About 30 dossiers: every status of spec section 4 at least once, the introduction status at each encoding
 * step, and one dossier created on the older platform (read-only). Their history is a single seeding row.
 */
export async function seedDossiers(db: Db, o: DemoOrganisations, contactsByLogin: Record<string, number>) {
  const competenceRows = await db
    .insert(competences)
    .values(COMPETENCES.map(([code, libelle]) => ({ code, libelle, plateformeId: Plateforme.CE.id })))
    .returning();
  const beneficiaries = [o.entreprise, o.porteurProjet, o.etrangere, o.pouvoirPublic, o.grandeEntreprise];
  const introductionSteps = ETAPES_ENCODAGE_ORDERED.filter((e) => e !== EtapeEncodage.DossierConfirmation);
  const plan = [
    ...introductionSteps.map((etape) => ({ statut: StatutDossier.DOSSIER_INTRODUCTION, etape })),
    ...ALL_STATUTS_DOSSIER.filter((s) => s !== StatutDossier.DOSSIER_INTRODUCTION).map((statut) => ({ statut, etape: EtapeEncodage.DossierConfirmation })),
    ...[StatutDossier.DOSSIER_EXAMEN, StatutDossier.DOSSIER_PRESTATION_CONFIRME, StatutDossier.DOSSIER_SOLDE].map((statut) => ({ statut, etape: EtapeEncodage.DossierConfirmation })),
  ];
  const now = Date.now();
  for (const [i, { statut, etape }] of plan.entries()) {
    const beneficiaire = beneficiaries[i % beneficiaries.length]!;
    const createdAt = new Date(now - (plan.length - i) * 3 * DAY);
    const total = 4000 + i * 250;
    const withProvider = etape !== EtapeEncodage.DossierAide && etape !== EtapeEncodage.DossierBeneficiaire;
    const [dossier] = await db
      .insert(dossiers)
      .values({
        reference: `CE-2026-${String(i + 1).padStart(5, '0')}`,
        numeroInterne: statut === StatutDossier.DOSSIER_INTRODUCTION ? null : `INT-${1000 + i}`,
        plateformeId: Plateforme.CE.id,
        statutDossierId: statut,
        etapeEncodage: etape,
        beneficiaireId: beneficiaire.id,
        prestataireId: withProvider ? o.prestataire.id : null,
        gestionnaireId: statut === StatutDossier.DOSSIER_INTRODUCTION ? null : contactsByLogin['demo.gestionnaire'],
        titre: TITLES[i % TITLES.length],
        objectifGeneral: 'Renforcer la compétitivité de l’entreprise.',
        montantTotal: total,
        montantCheque: total / 2,
        quotePartBeneficiaire: total / 2,
        interventionPublique: total / 2,
        taux: 50,
        nombreJours: 5 + (i % 6),
        dateDebutEstimee: isoDate(new Date(createdAt.getTime() + 30 * DAY)),
        dateFinEstimee: isoDate(new Date(createdAt.getTime() + 120 * DAY)),
        dateEcheance: isoDate(new Date(createdAt.getTime() + 60 * DAY)),
        anciennePlateforme: i === plan.length - 1,
        createdBy: contactsByLogin['demo.presta'],
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const dossierId = dossier!.id;
    if (withProvider) {
      await db.insert(dossierCompetences).values({ dossierId, competenceId: competenceRows[i % competenceRows.length]!.id, pourcentage: 100 });
      await db.insert(dossierContacts).values([
        { dossierId, contactId: contactsByLogin['demo.presta']!, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.AUTORITE },
        { dossierId, contactId: contactsByLogin['demo.expert']!, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.EXPERT },
      ]);
    }
    await db.insert(dossierHistory).values({
      dossierId,
      contactId: contactsByLogin['demo.presta'],
      at: createdAt,
      fromStatut: null,
      toStatut: statut,
      event: 'DEMO_SEED',
      justification: 'Dossier de démonstration',
    });
  }
  return plan.length;
}
