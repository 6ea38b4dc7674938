import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competences, dossierCompetences } from '../../db/schema/index';
import { invalidFields, invalidTransition, requireNoProblems } from '../../../domain/errors';
import { TypeContact } from '../../../domain/contact-types';
import { expertCoverageProblems } from '../../../domain/expert-coverage';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { ConfigureCompetencesPayload } from '../../../domain/schemas/wizard';
import type { CompetenceChoice } from '../../../domain/wire/wizard';
import type { StoredDossier } from '../../db/rows';
import { replaceDossierContacts } from './contacts';
import { loadExperts } from './experts';
import type { DossierPatch, StepContext } from './save-step';

/** GET /dossiers/{id}/available-competences: the platform's competences held by at least one expert of the dossier's provider. */
export async function availableCompetences(db: Db, { row }: StoredDossier): Promise<CompetenceChoice[]> {
  if (row.prestataireId === null) return [];
  const experts = await loadExperts(db, row.prestataireId);
  const held = new Set(experts.flatMap((e) => e.competences.map((c) => c.id)));
  if (held.size === 0) return [];
  return db
    .select({ id: competences.id, code: competences.code, libelle: competences.libelle })
    .from(competences)
    .where(and(inArray(competences.id, [...held]), eq(competences.plateformeId, row.plateformeId)))
    .orderBy(asc(competences.libelle));
}

/**
 * Step 4, POST /dossiers/{id}/configure-competences: competences of the platform, experts of the dossier's
 * provider, and "the experts must hold all chosen competences" (domain/expert-coverage.ts).
 */
export function applyCompetences(payload: ConfigureCompetencesPayload) {
  return async ({ tx, stored: { row } }: StepContext): Promise<DossierPatch> => {
    // The guard opens this screen only once a provider has its contacts on the dossier.
    if (row.prestataireId === null) throw invalidTransition();
    const ids = payload.competences.map((c) => c.competenceId);
    const chosen = await tx
      .select({ id: competences.id, libelle: competences.libelle })
      .from(competences)
      .where(and(inArray(competences.id, ids), eq(competences.plateformeId, row.plateformeId)));
    if (chosen.length !== ids.length) throw invalidFields([{ field: 'competences', message: 'Une des compétences choisies est inconnue sur cette plateforme.' }]);
    const experts = await loadExperts(tx, row.prestataireId);
    const picked = experts.filter((e) => payload.expertContactIds.includes(e.id));
    if (picked.length !== payload.expertContactIds.length) {
      throw invalidFields([{ field: 'expertContactIds', message: "Un des contacts choisis n'est pas un expert validé du prestataire." }]);
    }
    const coverage = expertCoverageProblems(
      chosen,
      picked.map((e) => ({ nom: `${e.Prenom} ${e.Nom}`, competenceIds: e.competences.map((c) => c.id) })),
    );
    requireNoProblems('expertContactIds', coverage);
    await tx.delete(dossierCompetences).where(eq(dossierCompetences.dossierId, row.id));
    await tx.insert(dossierCompetences).values(payload.competences.map((c) => ({ dossierId: row.id, competenceId: c.competenceId, pourcentage: c.pourcentage })));
    const assigned = payload.expertContactIds.map((contactId) => ({ contactId, typeContactId: TypeContact.EXPERT }));
    await replaceDossierContacts(tx, row.id, TypeOrganisation.PRESTATAIRE, [TypeContact.EXPERT], assigned);
    return {};
  };
}

