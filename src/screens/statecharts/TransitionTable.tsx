import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import { TableScroll } from '../../layout/TableScroll';
import type { ChartNames } from './chart-names';
import styles from './Statecharts.module.css';

/**
 * The chart as a table: every transition with its condition and rule, actions and French description (what a screen
 * reader reads of the drawing). On a phone each row is a card (base.css `table-cards`): the page never scrolls sideways.
 */
export function TransitionTable({ chart, title, matches, names }: { chart: LaidOutChart; title: string; matches: ReadonlySet<string>; names: ChartNames }) {
  const { t } = useTranslation('statecharts');
  const captionId = useId();
  const eventText = (tr: LaidOutChart['transitions'][number]) =>
    !names.code ? names.event(tr) : tr.event === 'always' ? t('transitions.always') : tr.event.startsWith('after ') ? t('transitions.after', { delay: tr.event.slice(6) }) : tr.event;
  const column = {
    from: t('transitions.from'),
    guard: t('transitions.guard'),
    to: t('transitions.to'),
    actions: t('transitions.actions'),
    description: t('transitions.description'),
  };
  return (
    <TableScroll labelledBy={captionId}>
      <table className={`table table-cards ${styles.transitions}`}>
        <caption id={captionId}>{t('transitions.caption', { name: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{column.from}</th>
            <th scope="col">{t('transitions.event')}</th>
            <th scope="col">{column.guard}</th>
            <th scope="col">{column.to}</th>
            <th scope="col">{column.actions}</th>
            <th scope="col">{column.description}</th>
          </tr>
        </thead>
        <tbody>
          {chart.transitions.map((tr) => (
            <tr key={tr.id} className={matches.has(tr.id) ? styles.matchRow : undefined}>
              <td data-label={column.from}>{names.state(tr.source)}</td>
              <th scope="row">{names.code ? <code>{eventText(tr)}</code> : eventText(tr)}</th>
              <td data-label={column.guard}>
                {tr.guard ? (
                  <>
                    {names.code ? <code>{names.guard(tr)}</code> : names.guard(tr)}
                    {tr.guardRule && <span className={styles.guardRule}>{names.text(tr.guardRule)}</span>}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={column.to}>{tr.targets.length > 0 ? tr.targets.map(names.state).join(', ') : t('transitions.stays')}</td>
              <td data-label={column.actions}>{tr.actions.length > 0 ? names.actions(tr).join(', ') : '—'}</td>
              <td data-label={column.description}>{names.text(tr.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
