import { coerce, defaulted, define, enums, integer, object, optional, pattern, refine, size, type Infer, type Struct } from 'superstruct';
import { SURVEY_COMMENT_MAX, SURVEY_QUESTION_KEYS, SURVEY_RATING_MAX, SURVEY_RATING_MIN, type SurveyQuestionKey } from '../survey';
import { Text } from './form-values';
import { SafeString } from './safe-string';

/** The survey's link token in the path: any text up to a bound; one that names no survey is answered 404, like an unknown one. */
export const SurveyTokenParams = object({ token: size(SafeString, 1, 200) });

/** A yes or no answer: true or false on the wire, the radio buttons' "oui" or "non" in the form. */
export const YesNo = coerce(
  define<boolean>('OuiNon', (value) => typeof value === 'boolean' || 'Répondez par oui ou par non.'),
  enums(['oui', 'non'] as const),
  (value) => value === 'oui',
);

/** The rating, a whole number from 1 to 5 (the form's radio buttons give it as text). */
export const SurveyRating = coerce(
  define<number>(
    'Note',
    (value) =>
      (typeof value === 'number' && Number.isInteger(value) && value >= SURVEY_RATING_MIN && value <= SURVEY_RATING_MAX) ||
      `Choisissez une note de ${SURVEY_RATING_MIN} à ${SURVEY_RATING_MAX}.`,
  ),
  pattern(SafeString, /^\s*\d\s*$/),
  (value) => Number(value.trim()),
);

const answers = Object.fromEntries(SURVEY_QUESTION_KEYS.map((key) => [key, YesNo])) as Record<SurveyQuestionKey, typeof YesNo>;

/** POST /survey/{token} (our path): an answer to every question, the rating, and an optional comment. */
export const SurveyAnswerPayload = object({
  reponses: object(answers) as unknown as Struct<Record<SurveyQuestionKey, boolean>, null>,
  note: SurveyRating,
  commentaire: optional(Text(SURVEY_COMMENT_MAX, { required: false })),
});
export type SurveyAnswerPayload = Infer<typeof SurveyAnswerPayload>;

export const SURVEY_LIST_MAX_PER_PAGE = 100;

/** POST /gestion/surveys (our path, the lists' style of POST /emails): one page of the answers, newest first. */
export const SurveyListPayload = object({
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= SURVEY_LIST_MAX_PER_PAGE) || `Entre 1 et ${SURVEY_LIST_MAX_PER_PAGE} réponses par page.`),
    20,
  ),
});
export type SurveyListPayload = Infer<typeof SurveyListPayload>;
