import type { SurveyQuestionKey } from '../survey';

/** GET /survey/{token}: what the survey's page shows before it is answered. */
export interface SurveyForm {
  reference: string;
  /** The provider of the service the survey is about. */
  prestataire: string | null;
  questions: Array<{ key: SurveyQuestionKey; label: string; short: string }>;
  noteMin: number;
  noteMax: number;
  commentaireMax: number;
}

/** One answer in the managers' list (POST /gestion/surveys). */
export interface SurveyAnswerRow {
  id: number;
  dossierId: number;
  reference: string;
  beneficiaire: string | null;
  prestataire: string | null;
  answeredAt: string;
  reponses: Record<SurveyQuestionKey, boolean>;
  note: number;
  commentaire: string | null;
}

/** Over every answer: how many, the share of "oui" per question (0 to 1) and the mean rating; null while there is none. */
export interface SurveyAverages {
  count: number;
  note: number | null;
  oui: Record<SurveyQuestionKey, number | null>;
}

export interface SurveyPage {
  items: SurveyAnswerRow[];
  total: number;
  page: number;
  perPage: number;
  averages: SurveyAverages;
  /** The questions, in order, for the columns. */
  questions: Array<{ key: SurveyQuestionKey; label: string; short: string }>;
}
