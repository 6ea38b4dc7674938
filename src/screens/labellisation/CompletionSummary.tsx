import { useTranslation } from 'react-i18next';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { DemandeFacts, type DemandeFact } from './DemandeFacts';
import { StepButtons } from './StepButtons';
import styles from './Labellisation.module.css';

/** Step 4: the request as completed, and what it still lacks (the server's `manquants`); confirmed only when nothing is. */
export function CompletionSummary({ demande, onBack, onConfirm, canConfirm }: { demande: DemandeDetail; onBack: () => void; onConfirm: () => void; canConfirm: boolean }) {
  const { t } = useTranslation('labellisation');
  const rows: DemandeFact[] = [
    ['type', demande.typeLibelle],
    ['thematique', demande.thematique?.libelle ?? null],
    ['contactAssigne', demande.contactAssigne ? `${demande.contactAssigne.prenom} ${demande.contactAssigne.nom}` : null],
    ['commentaire', demande.commentaire],
    ['references', demande.references],
  ];
  return (
    <div className={styles.card}>
      <h2>{t('steps.summary')}</h2>
      <p className={styles.intro}>{t('completion.summaryIntro')}</p>
      <dl className={styles.facts}>
        <DemandeFacts rows={rows} />
        <dt>{t('detail.documentsTitle')}</dt>
        <dd>{demande.documents.length === 0 ? '—' : demande.documents.map((d) => `${d.nom} (${d.typeLibelle})`).join(', ')}</dd>
      </dl>
      {demande.manquants.length > 0 ? (
        <div role="alert">
          <p>{t('completion.missing')}</p>
          <ul className={styles.problems}>
            {demande.manquants.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.success}>{t('completion.noneMissing')}</p>
      )}
      <StepButtons onBack={onBack}>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={!canConfirm}>
          {t('completion.confirm')}
        </button>
      </StepButtons>
    </div>
  );
}
