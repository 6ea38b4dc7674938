import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { competences, contactCompetences, labels, organisations, thematiques } from '../../db/schema/index';
import { StatutLabellisation, TypeDemandeLabellisation } from '../../../domain/labellisation';
import { competenceNotCovered } from '../../../domain/competence-recognition';
import { platformToday } from '../../../domain/sme';
import type { CompetenceOption, CompetenceRef, ExpertCompetenceItem } from '../../../domain/wire/competences';
import { expertCompetenceToWire } from './expert-competence-item';

/** The thematics the provider holds a valid recognition on (an active recognition label not past its last day). */
export async function recognisedThematiques(db: Db, organisationId: number, at = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ id: labels.thematiqueId })
    .from(labels)
    .where(
      and(
        eq(labels.organisationId, organisationId),
        eq(labels.type, TypeDemandeLabellisation.RECONNAISSANCE),
        eq(labels.statut, StatutLabellisation.ACTIVE),
        gte(labels.expireLe, platformToday(at)),
      ),
    );
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}

/** Competences with their thematic, as the rule and the screens read them. */
export async function competenceRefs(db: Db, where: SQL | undefined): Promise<CompetenceRef[]> {
  const rows = await db
    .select({ id: competences.id, code: competences.code, libelle: competences.libelle, thematique: { id: thematiques.id, libelle: thematiques.libelle } })
    .from(competences)
    .leftJoin(thematiques, eq(thematiques.id, competences.thematiqueId))
    .where(where)
    .orderBy(asc(competences.libelle));
  return rows;
}

/** The platform's competences a provider may ask for its experts, each with why not when its recognitions do not cover it. */
export async function competenceOptions(db: Db, config: ServerConfig, organisationId: number, at = new Date()): Promise<CompetenceOption[]> {
  const [refs, recognised] = await Promise.all([competenceRefs(db, eq(competences.plateformeId, config.platform.id)), recognisedThematiques(db, organisationId, at)]);
  return refs.map((ref) => {
    const raison = competenceNotCovered(ref, recognised);
    return { ...ref, couverte: raison === null, raison };
  });
}

/** The vouchers of these experts (all statuses) by expert, optionally only those one provider asked for, by competence name. */
export async function expertVouchers(db: Db, expertIds: readonly number[], organisationId?: number): Promise<Map<number, ExpertCompetenceItem[]>> {
  const byExpert = new Map<number, ExpertCompetenceItem[]>(expertIds.map((id) => [id, []]));
  if (expertIds.length === 0) return byExpert;
  const rows = await db
    .select({
      voucher: contactCompetences,
      competence: { id: competences.id, code: competences.code, libelle: competences.libelle },
      thematique: { id: thematiques.id, libelle: thematiques.libelle },
      organisation: { id: organisations.id, nom: organisations.nomLong },
    })
    .from(contactCompetences)
    .innerJoin(competences, eq(competences.id, contactCompetences.competenceId))
    .leftJoin(thematiques, eq(thematiques.id, competences.thematiqueId))
    .leftJoin(organisations, eq(organisations.id, contactCompetences.organisationId))
    .where(and(inArray(contactCompetences.contactId, [...expertIds]), organisationId === undefined ? undefined : eq(contactCompetences.organisationId, organisationId)))
    .orderBy(asc(competences.libelle));
  for (const r of rows) byExpert.get(r.voucher.contactId)!.push(expertCompetenceToWire(r.voucher, { ...r.competence, thematique: r.thematique }, r.organisation));
  return byExpert;
}
