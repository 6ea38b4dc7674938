import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SurveyAnswerPayload } from '../../../domain/schemas/survey';
import type { SurveyForm } from '../../../domain/wire/survey';
import { publicApi } from '../client';

/** GET /survey/{token} (public): the questions and the dossier; 404 for an unknown link, 409 once answered. */
export const surveyFormQuery = (token: string) =>
  queryOptions({ queryKey: ['survey', token], queryFn: () => publicApi<SurveyForm>(`/survey/${encodeURIComponent(token)}`), staleTime: Infinity });

export const useSurveyForm = (token: string) => useQuery(surveyFormQuery(token));

/** POST /survey/{token} (public): records the answer, once. */
export const useAnswerSurvey = (token: string) =>
  useMutation({ mutationFn: (answer: SurveyAnswerPayload) => publicApi<true>(`/survey/${encodeURIComponent(token)}`, { method: 'POST', body: answer }) });
