import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SurveyPage } from '../../../domain/wire/survey';
import { useSurveyAnswers } from '../../api/gestion/surveys';
import { formatDateTime, formatNumber, formatPercent } from '../../i18n/format';
import { Pagination } from '../../layout/Pagination';
import { CardTable } from '../../layout/CardTable';
import styles from './SurveyAnswersScreen.module.css';

const PER_PAGE = 20;

/** Over every answer: how many, the mean rating, the share of "oui" per question. */
function Averages({ page }: { page: SurveyPage }) {
  const { t } = useTranslation('survey');
  const { averages } = page;
  return (
    <section className={`panel ${styles.averages}`} aria-labelledby="survey-averages-title">
      <h2 id="survey-averages-title" className={styles.averagesTitle}>
        {t('answers.averagesTitle')} <span className={styles.count}>({t('answers.count', { count: averages.count })})</span>
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('answers.meanRating')}</dt>
          <dd className={styles.value}>{t('answers.meanRatingValue', { value: formatNumber(averages.note) ?? '—' })}</dd>
        </div>
        {page.questions.map((question) => (
          <div key={question.key} className={styles.figure}>
            <dt>{question.label}</dt>
            <dd className={styles.value}>{t('answers.shareYes', { value: formatPercent(averages.oui[question.key]) ?? '—' })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /gestion/enquetes: the beneficiaries' answers to the satisfaction survey sent when their dossier was settled,
 * newest first and paginated by the server, under the averages the database computes over all of them.
 */
export function SurveyAnswersScreen() {
  const { t } = useTranslation('survey');
  const [page, setPage] = useState(1);
  const answers = useSurveyAnswers({ page, perPage: PER_PAGE });
  const data = answers.data;
  return (
    <section aria-labelledby="survey-answers-title">
      <h1 id="survey-answers-title">{t('answers.title')}</h1>
      <p className={styles.intro}>{t('answers.intro')}</p>
      {answers.isError && !data && (
        <div className="panel">
          <p role="alert">{t('answers.loadError')}</p>
          <button type="button" className="btn" onClick={() => void answers.refetch()}>
            {t('answers.retry')}
          </button>
        </div>
      )}
      {data && data.total === 0 && <p className="panel">{t('answers.none')}</p>}
      {data && data.total > 0 && (
        <>
          <Averages page={data} />
          <CardTable
            caption={t('answers.caption')}
            headers={[
              t('answers.answeredAt'),
              t('answers.dossier'),
              ...data.questions.map((q) => (
                <th key={q.key} scope="col" title={q.label} className={styles.question}>
                  {q.short}
                </th>
              )),
              t('answers.note'),
              t('answers.commentaire'),
            ]}
          >
            {data.items.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.date}>
                  {formatDateTime(row.answeredAt)}
                </th>
                <td data-label={t('answers.dossier')}>
                  <Link to="/gestion/dossiers/$dossierId" params={{ dossierId: String(row.dossierId) }} className={styles.reference}>
                    {row.reference}
                  </Link>
                  <span className={styles.parties}>{t('answers.parties', { beneficiaire: row.beneficiaire ?? '—', prestataire: row.prestataire ?? '—' })}</span>
                </td>
                {data.questions.map((q) => (
                  <td key={q.key} data-label={q.short}>
                    {t(row.reponses[q.key] ? 'yes' : 'no')}
                  </td>
                ))}
                <td data-label={t('answers.note')}>{t('answers.noteValue', { note: row.note })}</td>
                <td data-label={t('answers.commentaire')} className={styles.comment}>
                  {row.commentaire ?? t('answers.noComment')}
                </td>
              </tr>
            ))}
          </CardTable>
          <Pagination page={page} perPage={PER_PAGE} total={data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
