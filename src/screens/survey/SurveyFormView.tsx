import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SurveyAnswerPayload } from '../../../domain/schemas/survey';
import type { SurveyForm } from '../../../domain/wire/survey';
import type { ApiFailure } from '../../api/errors';
import { GroupFrame } from '../../forms/FieldFrame';
import { TextAreaField } from '../../forms/TextAreaField';
import styles from './Survey.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/** What the inputs hold: "oui" or "non" per question, the rating as text; the schema coerces them. */
interface SurveyFormValues {
  reponses: Record<string, 'oui' | 'non' | null>;
  note: string | null;
  commentaire: string;
}

interface SurveyFormViewProps {
  survey: SurveyForm;
  sending: boolean;
  /** The last refusal of the answer (its fields go to the form). */
  sendFailure: ApiFailure | null;
  onSubmit: (answer: SurveyAnswerPayload) => Promise<void>;
}

/** The survey's form: a yes/no group per question, the rating's radios, the comment. */
export function SurveyFormView({ survey, sending, sendFailure, onSubmit }: SurveyFormViewProps) {
  const { t } = useTranslation('survey');
  const ratingErrorId = useId();
  const form = useSchemaForm<SurveyFormValues, SurveyAnswerPayload>(SurveyAnswerPayload, {
    defaultValues: { reponses: Object.fromEntries(survey.questions.map((q) => [q.key, null])), note: null, commentaire: '' },
  });
  const { errors } = form.formState;

  // The server's own field messages (it checks the same schema) go under their fields.
  useEffect(() => {
    for (const { field, message } of sendFailure?.fields ?? []) form.setError(field as keyof SurveyFormValues, { type: 'server', message });
  }, [sendFailure, form]);

  const ratings = Array.from({ length: survey.noteMax - survey.noteMin + 1 }, (_, i) => survey.noteMin + i);
  const failedToSend = sendFailure !== null && !sendFailure.fields?.length;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <ErrorSummary control={form.control} />
      <p className={styles.about}>{survey.prestataire ? t('aboutProvider', { reference: survey.reference, prestataire: survey.prestataire }) : t('about', { reference: survey.reference })}</p>
      <p className={styles.intro}>{t('intro')}</p>
      {survey.questions.map((question) => (
        <GroupFrame key={question.key} legend={question.label} error={errors.reponses?.[question.key]?.message} errorId={`${ratingErrorId}-${question.key}`}>
          <div className={styles.yesNo}>
            {(['oui', 'non'] as const).map((value) => (
              <label key={value} className={styles.option}>
                <input type="radio" value={value} {...form.register(`reponses.${question.key}`)} />
                <span>{t(value === 'oui' ? 'yes' : 'no')}</span>
              </label>
            ))}
          </div>
        </GroupFrame>
      ))}
      <GroupFrame legend={t('rating.legend')} hint={t('rating.hint', { max: survey.noteMax })} error={errors.note?.message} errorId={ratingErrorId}>
        <div className={styles.rating}>
          {ratings.map((note) => (
            <label key={note} className={styles.option}>
              <input type="radio" value={String(note)} aria-label={t('rating.choice', { note, max: survey.noteMax })} {...form.register('note')} />
              <span aria-hidden="true">{note}</span>
            </label>
          ))}
        </div>
      </GroupFrame>
      <TextAreaField
        label={t('comment.label')}
        hint={t('comment.hint', { max: survey.commentaireMax })}
        maxLength={survey.commentaireMax}
        error={errors.commentaire?.message}
        {...form.register('commentaire')}
      />
      {failedToSend && (
        <p role="alert" className={styles.error}>
          {t('sendError')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
