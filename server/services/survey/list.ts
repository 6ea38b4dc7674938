import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { dossiers, organisations, satisfactionSurveys } from '../../db/schema/index';
import { SURVEY_QUESTIONS, type SurveyQuestionKey } from '../../../domain/survey';
import type { SurveyListPayload } from '../../../domain/schemas/survey';
import type { SurveyAnswerRow, SurveyAverages, SurveyPage } from '../../../domain/wire/survey';

const beneficiaire = alias(organisations, 'beneficiaire');
const prestataire = alias(organisations, 'prestataire');
const answered = isNotNull(satisfactionSurveys.answeredAt);

/** The share of "oui" to a question over the answers, computed by the database (null while there is no answer). */
const shareOfYes = (key: SurveyQuestionKey) => sql<number | null>`avg(case when (${satisfactionSurveys.reponses} ->> ${key})::boolean then 1.0 else 0.0 end)::float8`;

async function averages(db: Db): Promise<SurveyAverages> {
  const [row] = await db
    .select({
      count: count(),
      note: sql<number | null>`avg(${satisfactionSurveys.note})::float8`,
      ...Object.fromEntries(SURVEY_QUESTIONS.map(({ key }) => [key, shareOfYes(key)])),
    })
    .from(satisfactionSurveys)
    .where(answered);
  const values = row as Record<string, number | null> & { count: number; note: number | null };
  return {
    count: values.count,
    note: values.note,
    oui: Object.fromEntries(SURVEY_QUESTIONS.map(({ key }) => [key, values[key] ?? null])) as SurveyAverages['oui'],
  };
}

/** POST /gestion/surveys: a page of the answers, newest first, paginated by the database, with the averages over all of them. */
export async function listSurveyAnswers(db: Db, filter: SurveyListPayload): Promise<SurveyPage> {
  const [rows, overall] = await Promise.all([
    db
      .select({
        id: satisfactionSurveys.id,
        dossierId: dossiers.id,
        reference: dossiers.reference,
        beneficiaire: beneficiaire.nomLong,
        prestataire: prestataire.nomLong,
        answeredAt: satisfactionSurveys.answeredAt,
        reponses: satisfactionSurveys.reponses,
        note: satisfactionSurveys.note,
        commentaire: satisfactionSurveys.commentaire,
      })
      .from(satisfactionSurveys)
      .innerJoin(dossiers, eq(dossiers.id, satisfactionSurveys.dossierId))
      .leftJoin(beneficiaire, eq(beneficiaire.id, dossiers.beneficiaireId))
      .leftJoin(prestataire, eq(prestataire.id, dossiers.prestataireId))
      .where(answered)
      .orderBy(desc(satisfactionSurveys.answeredAt), desc(satisfactionSurveys.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    averages(db),
  ]);
  // Answered rows hold an answer (the table's check constraint).
  const items: SurveyAnswerRow[] = rows.map((r) => ({ ...r, answeredAt: r.answeredAt!.toISOString(), reponses: r.reponses!, note: r.note! }));
  return {
    items,
    total: overall.count,
    page: filter.page,
    perPage: filter.perPage,
    averages: overall,
    questions: SURVEY_QUESTIONS.map(({ key, label, short }) => ({ key, label, short })),
  };
}
