import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyListPayload } from '../../../domain/schemas/survey';
import type { SurveyPage } from '../../../domain/wire/survey';
import { api } from '../client';

/** POST /gestion/surveys: a page of the survey answers, newest first, with the averages over all of them. */
export const surveyAnswersQuery = (filter: SurveyListPayload) =>
  queryOptions({ queryKey: ['gestion', 'surveys', filter], queryFn: () => api<SurveyPage>('/gestion/surveys', { method: 'POST', body: filter }), placeholderData: keepPreviousData });

export const useSurveyAnswers = (filter: SurveyListPayload) => useQuery(surveyAnswersQuery(filter));
