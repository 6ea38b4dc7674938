import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../styles/fields.module.css';

/** One labelled value of the summary; an empty value says so instead of leaving a hole. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('contacts');
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{empty ? <span className={styles.empty}>{t('detail.none')}</span> : children}</dd>
    </div>
  );
}

export function Fields({ children }: { children: ReactNode }) {
  return <dl className={styles.fields}>{children}</dl>;
}
