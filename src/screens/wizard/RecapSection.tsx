import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StepScreen, WizardKind } from '../../../domain/wizard-steps';
import { stepTo } from '../../paths/wizard-paths';
import { useWizard } from './WizardContext';
import styles from './Recap.module.css';

/** One screen's data in the recap, with a way to that screen while the guard opens it, and back here once saved. */
export function RecapSection({ screen, children }: { screen: StepScreen<WizardKind>; children: ReactNode }) {
  const { t } = useTranslation('wizard');
  const { wizard, dossier, open } = useWizard();
  const title = t(`steps.${screen}`);
  return (
    <section className={styles.section}>
      <div className={styles.sectionHeader}>
        <h3>{title}</h3>
        {open.includes(screen) && (
          <Link
            to={stepTo(wizard, screen)}
            params={{ dossierId: String(dossier.id) }}
            search={{ retour: 'recapitulatif' }}
            className="btn"
            aria-label={t('recap.editStep', { step: title })}
          >
            {t('recap.edit')}
          </Link>
        )}
      </div>
      <dl className={styles.fields}>{children}</dl>
    </section>
  );
}

/** A labelled value; an empty one says so. */
export function RecapField({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('wizard');
  const empty = children === null || children === undefined || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <div>
      <dt>{label}</dt>
      <dd>{empty ? <span className={styles.empty}>{t('recap.empty')}</span> : children}</dd>
    </div>
  );
}
