import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Organisation.module.css';

/** One labelled value of an organisation; an empty value says so instead of leaving a hole. */
export function Field({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  const { t } = useTranslation('organisations');
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>
        {empty ? <span className={styles.empty}>{t('noData')}</span> : children}
        {note && <span className={styles.note}>{note}</span>}
      </dd>
    </div>
  );
}

export function Fields({ children }: { children: ReactNode }) {
  return <dl className={styles.fields}>{children}</dl>;
}
