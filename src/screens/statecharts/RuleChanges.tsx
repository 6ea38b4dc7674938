import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createMachine } from 'xstate';
import type { Chart } from '../../../machines/chart/describe';
import { describeMachine } from '../../../machines/chart/describe';
import { diffCharts, type ChartChange } from '../../../machines/chart/diff';
import { TableScroll } from '../../layout/TableScroll';
import type { ChartNames } from './chart-names';
import { changeSubject } from './change-subject';
import styles from './Statecharts.module.css';

/** An earlier export (`<machine>.xstate.json`) read back as a chart, through XState itself; null when it is not one. */
function chartOfExport(text: string, id: string): Chart | null {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null || (json as { id?: unknown }).id !== id) return null;
    return describeMachine(createMachine(json as Parameters<typeof createMachine>[0]));
  } catch {
    return null;
  }
}

/**
 * The review of rule changes (issue 31): the analyst gives an earlier release's export of this machine, and reads what
 * this build adds, removes or changes, transition by transition, before approving the release.
 */
export function RuleChanges({ chart, names }: { chart: Chart; names: ChartNames }) {
  const { t } = useTranslation('statecharts');
  const captionId = useId();
  const [review, setReview] = useState<{ file: string; changes: ChartChange[] } | 'invalid' | null>(null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const before = chartOfExport(await file.text(), chart.id);
    setReview(before ? { file: file.name, changes: diffCharts(before, chart) } : 'invalid');
  };

  return (
    <section className={`panel ${styles.simulator}`} aria-labelledby="rule-changes-title">
      <h2 id="rule-changes-title">{t('changes.title')}</h2>
      <p>{t('changes.intro')}</p>
      <label className={styles.search}>
        <span>{t('changes.file')}</span>
        <input type="file" accept=".json,application/json" onChange={(event) => void read(event)} />
      </label>
      {review === 'invalid' && <p role="alert">{t('changes.invalid')}</p>}
      {review !== null && review !== 'invalid' && review.changes.length === 0 && <p role="status">{t('changes.none', { file: review.file })}</p>}
      {review !== null && review !== 'invalid' && review.changes.length > 0 && (
        <TableScroll labelledBy={captionId}>
          <table className="table table-cards">
            <caption id={captionId}>{t('changes.caption', { file: review.file, count: review.changes.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('changes.what')}</th>
                <th scope="col">{t('changes.change')}</th>
                <th scope="col">{t('changes.before')}</th>
                <th scope="col">{t('changes.after')}</th>
              </tr>
            </thead>
            <tbody>
              {review.changes.map((change, index) => (
                <tr key={index} data-change={change.change}>
                  <th scope="row">{`${t(`changes.part.${change.part}`)} ${changeSubject(chart, names, change)}`}</th>
                  <td data-label={t('changes.change')}>
                    {t(`changes.kind.${change.change}`)}
                    {change.fields.length > 0 && ` (${change.fields.map((field) => t(`changes.field.${field}`)).join(', ')})`}
                  </td>
                  <td data-label={t('changes.before')}>{change.before ?? '—'}</td>
                  <td data-label={t('changes.after')}>{change.after ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
