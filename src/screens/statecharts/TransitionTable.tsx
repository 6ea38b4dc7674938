import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import { TableScroll } from '../../layout/TableScroll';
import { stateName } from './chart-names';
import styles from './Statecharts.module.css';

/** The chart as a table: every transition with its condition, actions and French description (what a screen reader reads of the drawing). */
export function TransitionTable({ chart, title, matches }: { chart: LaidOutChart; title: string; matches: ReadonlySet<string> }) {
  const { t } = useTranslation('statecharts');
  const captionId = useId();
  const eventText = (event: string) => (event === 'always' ? t('transitions.always') : event.startsWith('after ') ? t('transitions.after', { delay: event.slice(6) }) : event);
  return (
    <TableScroll labelledBy={captionId}>
      <table className={`table ${styles.transitions}`}>
        <caption id={captionId}>{t('transitions.caption', { name: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transitions.from')}</th>
            <th scope="col">{t('transitions.event')}</th>
            <th scope="col">{t('transitions.guard')}</th>
            <th scope="col">{t('transitions.to')}</th>
            <th scope="col">{t('transitions.actions')}</th>
            <th scope="col">{t('transitions.description')}</th>
          </tr>
        </thead>
        <tbody>
          {chart.transitions.map((tr) => (
            <tr key={tr.id} className={matches.has(tr.id) ? styles.matchRow : undefined}>
              <td>{stateName(tr.source)}</td>
              <th scope="row">
                <code>{eventText(tr.event)}</code>
              </th>
              <td>{tr.guard ? <code>{tr.guard}</code> : '—'}</td>
              <td>{tr.targets.length > 0 ? tr.targets.map(stateName).join(', ') : t('transitions.stays')}</td>
              <td>{tr.actions.length > 0 ? tr.actions.join(', ') : '—'}</td>
              <td>{tr.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
