import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PublicPage.module.css';

/** The frame of the screens shown while disconnected: brand, a card, the page's title. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <img src="/app/logo.svg" alt="" width={40} height={40} />
        <span>{t('appName')}</span>
      </header>
      <main className={styles.card}>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
