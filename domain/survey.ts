/**
 * The satisfaction survey (spec sections 1 and 2, /survey/{hash}; section 3: "questions with yes or no answers and
 * a comment"): the questions (each with a short name for the managers' table) the beneficiary answers by yes or no once its dossier is settled, the rating and the
 * comment. The screen, the e-mail, the API and the managers' averages all read this one list.
 */
export const SURVEY_QUESTIONS = [
  { key: 'attentesRencontrees', label: 'La prestation a-t-elle répondu à vos attentes ?', short: 'Attentes rencontrées' },
  { key: 'delaisRespectes', label: 'La prestation a-t-elle été réalisée dans les délais convenus ?', short: 'Délais respectés' },
  { key: 'recommandePrestataire', label: 'Recommanderiez-vous ce prestataire à une autre entreprise ?', short: 'Prestataire recommandé' },
  { key: 'procedureSimple', label: 'La démarche pour obtenir le chèque vous a-t-elle paru simple ?', short: 'Démarche simple' },
] as const;

export type SurveyQuestionKey = (typeof SURVEY_QUESTIONS)[number]['key'];
export const SURVEY_QUESTION_KEYS: readonly SurveyQuestionKey[] = SURVEY_QUESTIONS.map((q) => q.key);

/** The overall rating, from 1 (très insatisfait) to 5 (très satisfait). */
export const SURVEY_RATING_MIN = 1;
export const SURVEY_RATING_MAX = 5;

/** The optional comment's length. */
export const SURVEY_COMMENT_MAX = 2000;

/** The refusals of a survey link, as the API answers them and the screen shows them. */
export const SURVEY_UNKNOWN_MESSAGE = "Ce lien d'enquête n'existe pas. Vérifiez que vous avez copié l'adresse complète reçue par e-mail.";
export const SURVEY_ANSWERED_MESSAGE = 'Une réponse a déjà été donnée à cette enquête : elle ne peut être remplie qu’une fois. Merci pour votre participation.';

/** The code of the 409 answered to a survey already answered. */
export const SURVEY_ANSWERED_CODE = 'SurveyAlreadyAnswered';
