import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { TAB_PANEL_CLASS, TabStrip } from '../../layout/TabStrip';
import styles from './Labellisation.module.css';

interface LabellisationPageProps {
  /** The heading: a provider's or an expert's name. */
  title: string;
  intro: string;
  /** The wizards' entries the caller may open, beside the heading. */
  actions?: ReactNode;
  tabsLabel: string;
  /** The tab links, each a typed link to one of the page's routes. */
  tabs: ReactNode;
}

/** A provider's or an expert's labellisation page: the heading, its wizards' entries, the tab strip and the open tab. */
export function LabellisationPage({ title, intro, actions, tabsLabel, tabs }: LabellisationPageProps) {
  return (
    <article className={styles.page} aria-labelledby="labellisation-page-title">
      <header className={styles.header}>
        <div>
          <h1 id="labellisation-page-title">{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div>
        <TabStrip label={tabsLabel}>{tabs}</TabStrip>
        <div className={`${TAB_PANEL_CLASS} ${styles.content}`}>
          <Outlet />
        </div>
      </div>
    </article>
  );
}
