import styles from './SortableHeader.module.css';

export interface ListSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * A column header that sorts the list by its field (the server sorts): a first press ascending, a second
 * descending; the column sorted now says so to assistive technologies (aria-sort).
 */
export function SortableHeader<F extends string>({ field, label, sortLabel, sort, onSort }: { field: F; label: string; sortLabel: string; sort: ListSort<F>; onSort: (sort: ListSort<F>) => void }) {
  const active = sort.field === field;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sort} onClick={() => onSort({ field, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })} aria-label={sortLabel}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}
