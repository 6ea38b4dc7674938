import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './SiteFooter';
import styles from './PublicPage.module.css';

/**
 * The frame of the screens shown while disconnected: brand, a card, the page's title, the footer. `wide` for a
 * page of reading rather than a form (the accessibility statement).
 */
export function PublicPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  // Its page's form is now React's (an effect runs once its children are hydrated): a pre-rendered page's script
  // sends again a submit it held before (scripts/prerender/after-first-paint.js).
  useEffect(() => void window.dispatchEvent(new Event('app:hydrated')), []);
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <img src="/app/logo.svg" alt="" width={40} height={40} />
        <span>{t('appName')}</span>
      </header>
      <main className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <h1>{title}</h1>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
