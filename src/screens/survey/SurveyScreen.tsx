import { useEffect, useRef } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_ANSWERED_MESSAGE, SURVEY_UNKNOWN_MESSAGE } from '../../../domain/survey';
import type { SurveyAnswerPayload } from '../../../domain/schemas/survey';
import { useAnswerSurvey, useSurveyForm } from '../../api/survey/survey-form';
import { failureOf } from '../../api/errors';
import { PublicPage } from '../../layout/PublicPage';
import { SurveyFormView } from './SurveyFormView';
import styles from './Survey.module.css';

const route = getRouteApi('/survey/$token');

/** Why a link cannot be answered: unknown (404, or a token the API refuses outright) or answered already (409); null otherwise. */
function refusalOf(error: unknown): { kind: 'unknown' | 'answered'; message: string } | null {
  if (!error) return null;
  const failure = failureOf(error);
  if (failure.status === 409) return { kind: 'answered', message: failure.message ?? SURVEY_ANSWERED_MESSAGE };
  if (failure.status === 404 || (failure.status === 400 && failure.code !== 'ValidationError')) return { kind: 'unknown', message: failure.message ?? SURVEY_UNKNOWN_MESSAGE };
  if (failure.status === 400 && failure.fields?.some((f) => f.field === 'token')) return { kind: 'unknown', message: SURVEY_UNKNOWN_MESSAGE };
  return null;
}

/** A state of the page that replaces the form: its heading takes the focus, so that a screen reader reads it first. */
function Outcome({ title, message, tone }: { title: string; message: string; tone: 'success' | 'notice' }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={tone === 'success' ? styles.success : styles.notice} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
    </div>
  );
}

/**
 * /survey/{hash}: the satisfaction survey of a settled dossier, opened from its e-mailed link without signing in.
 * Yes or no per question, a rating, a comment; once sent, a thank-you. An unknown link, or one answered already
 * (here or by another Authority of the company), says so instead of the form.
 */
export function SurveyScreen() {
  const { t } = useTranslation('survey');
  const { token } = route.useParams();
  const survey = useSurveyForm(token);
  const send = useAnswerSurvey(token);
  const refusal = refusalOf(survey.error) ?? refusalOf(send.error);

  let content;
  if (send.isSuccess) content = <Outcome tone="success" title={t('thanks.title')} message={t('thanks.text')} />;
  else if (refusal) content = <Outcome tone="notice" title={t(`${refusal.kind}.title`)} message={refusal.message} />;
  else if (survey.isError)
    content = (
      <div className={styles.failure}>
        <p role="alert">{t('loadError')}</p>
        <button type="button" className="btn" onClick={() => void survey.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  else if (!survey.data) content = <p role="status">{t('loading')}</p>;
  else
    content = (
      <SurveyFormView
        survey={survey.data}
        sending={send.isPending}
        sendFailure={send.error ? failureOf(send.error) : null}
        onSubmit={(answer: SurveyAnswerPayload) => send.mutateAsync(answer).then(() => undefined)}
      />
    );
  return <PublicPage title={t('title')}>{content}</PublicPage>;
}
