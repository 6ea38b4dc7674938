import type { FastifyInstance } from 'fastify';
import { SurveyAnswerPayload, SurveyListPayload, SurveyTokenParams } from '../../domain/schemas/survey';
import { MANAGER, PUBLIC } from '../http/policy';
import { route } from '../http/route';
import { answerSurvey, surveyForm } from '../services/survey/answer';
import { listSurveyAnswers } from '../services/survey/list';
import { SurveyForm, SurveyPage } from '../../domain/wire/survey';
import { Done } from '../../domain/wire/auth';

/**
 * The satisfaction survey (README, Satisfaction survey; the spec shows no call): its page's two public calls, which
 * the e-mailed token opens without signing in, and the managers' list of the answers.
 */
export async function surveyRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get('/survey/:token', route({ policy: PUBLIC, params: SurveyTokenParams, result: SurveyForm }), async (request, reply) => {
    // The answer names a dossier: kept by no cache.
    reply.header('cache-control', 'no-store');
    return { result: await surveyForm(db, config, request.params.token, request.ip) };
  });

  app.post('/survey/:token', route({ policy: PUBLIC, params: SurveyTokenParams, body: SurveyAnswerPayload, result: Done }), async (request) => ({
    result: await answerSurvey(db, config, request.params.token, request.body, request.ip),
  }));

  app.post('/gestion/surveys', route({ policy: MANAGER, body: SurveyListPayload, result: SurveyPage }), async (request) => ({
    result: await listSurveyAnswers(db, request.body),
  }));
}
