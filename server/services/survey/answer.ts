import { and, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { dossiers, organisations, satisfactionSurveys } from '../../db/schema/index';
import { DomainError } from '../../../domain/errors';
import {
  SURVEY_ANSWERED_CODE,
  SURVEY_ANSWERED_MESSAGE,
  SURVEY_COMMENT_MAX,
  SURVEY_QUESTIONS,
  SURVEY_RATING_MAX,
  SURVEY_RATING_MIN,
  SURVEY_UNKNOWN_MESSAGE,
} from '../../../domain/survey';
import type { SurveyAnswerPayload } from '../../../domain/schemas/survey';
import type { SurveyForm } from '../../../domain/wire/survey';
import { hashOpaque } from '../auth/signup-tokens';
import { beginIdentityServiceAttempt } from '../auth/login-throttle';

/** 404: no survey has this token (never one, or a token mistyped). */
const unknownSurvey = () => new DomainError('notFound', 'Not found', SURVEY_UNKNOWN_MESSAGE);
/** 409: the survey was answered already; its answer stays as it was. */
const answeredSurvey = () => new DomainError('conflict', SURVEY_ANSWERED_CODE, SURVEY_ANSWERED_MESSAGE);

/**
 * Runs a call with a survey's token in the sign-in throttle's address bucket (README, Sign-in throttling), as the
 * password-reset links do: an unknown token costs the address an attempt, so that nobody tries tokens faster than
 * passwords; a token that names a survey (answered or not) is given back.
 */
async function withTokenAttempt<T>(db: Db, config: ServerConfig, address: string, call: () => Promise<T>): Promise<T> {
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  try {
    const result = await call();
    await attempt.cleared();
    return result;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'notFound') await attempt.failed();
    else await attempt.cleared();
    throw error;
  }
}

/** GET /survey/{token}: the questions and the dossier they are about; 404 for an unknown token, 409 once answered. */
export async function surveyForm(db: Db, config: ServerConfig, token: string, address: string): Promise<SurveyForm> {
  return withTokenAttempt(db, config, address, async () => {
    const [survey] = await db
      .select({ answeredAt: satisfactionSurveys.answeredAt, reference: dossiers.reference, prestataire: organisations.nomLong })
      .from(satisfactionSurveys)
      .innerJoin(dossiers, eq(dossiers.id, satisfactionSurveys.dossierId))
      .leftJoin(organisations, eq(organisations.id, dossiers.prestataireId))
      .where(eq(satisfactionSurveys.tokenHash, hashOpaque(token)));
    if (!survey) throw unknownSurvey();
    if (survey.answeredAt) throw answeredSurvey();
    return {
      reference: survey.reference,
      prestataire: survey.prestataire,
      questions: SURVEY_QUESTIONS.map(({ key, label, short }) => ({ key, label, short })),
      noteMin: SURVEY_RATING_MIN,
      noteMax: SURVEY_RATING_MAX,
      commentaireMax: SURVEY_COMMENT_MAX,
    };
  });
}

/**
 * POST /survey/{token}: records the answer, once. One conditional update claims the survey (`answered_at is null`)
 * and writes the answer with it: of two answers sent at once, the second finds it answered (on PostgreSQL it waits
 * for the first's row lock, then sees the row changed) and is refused with 409, changing nothing.
 */
export async function answerSurvey(db: Db, config: ServerConfig, token: string, answer: SurveyAnswerPayload, address: string, at = new Date()): Promise<true> {
  return withTokenAttempt(db, config, address, async () => {
    const tokenHash = hashOpaque(token);
    const claimed = await db
      .update(satisfactionSurveys)
      .set({ answeredAt: at, reponses: answer.reponses, note: answer.note, commentaire: answer.commentaire || null })
      .where(and(eq(satisfactionSurveys.tokenHash, tokenHash), isNull(satisfactionSurveys.answeredAt)))
      .returning({ id: satisfactionSurveys.id });
    if (claimed.length > 0) return true as const;
    const [exists] = await db.select({ id: satisfactionSurveys.id }).from(satisfactionSurveys).where(eq(satisfactionSurveys.tokenHash, tokenHash));
    throw exists ? answeredSurvey() : unknownSurvey();
  });
}
