import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { SURVEY_QUESTION_KEYS } from '../survey';
import { Instant, keyed } from './shapes';

/** A question of the survey, with the short name of the managers' table. */
const SurveyQuestion = object({ key: enums(SURVEY_QUESTION_KEYS), label: string(), short: string() });

/** GET /survey/{token}: what the survey's page shows before it is answered. */
export const SurveyForm = object({
  reference: string(),
  /** The provider of the service the survey is about. */
  prestataire: nullable(string()),
  questions: array(SurveyQuestion),
  noteMin: number(),
  noteMax: number(),
  commentaireMax: number(),
});
export type SurveyForm = Infer<typeof SurveyForm>;

/** One answer in the managers' list (POST /gestion/surveys). */
export const SurveyAnswerRow = object({
  id: number(),
  dossierId: number(),
  reference: string(),
  beneficiaire: nullable(string()),
  prestataire: nullable(string()),
  answeredAt: Instant,
  reponses: keyed(SURVEY_QUESTION_KEYS, boolean()),
  note: number(),
  commentaire: nullable(string()),
});
export type SurveyAnswerRow = Infer<typeof SurveyAnswerRow>;

/** Over every answer: how many, the share of "oui" per question (0 to 1) and the mean rating; null while there is none. */
export const SurveyAverages = object({
  count: number(),
  note: nullable(number()),
  oui: keyed(SURVEY_QUESTION_KEYS, nullable(number())),
});
export type SurveyAverages = Infer<typeof SurveyAverages>;

export const SurveyPage = object({
  items: array(SurveyAnswerRow),
  total: number(),
  page: number(),
  perPage: number(),
  averages: SurveyAverages,
  /** The questions, in order, for the columns. */
  questions: array(SurveyQuestion),
});
export type SurveyPage = Infer<typeof SurveyPage>;
