import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { useDemandeDetail } from '../../api/labellisation/detail';
import { formatDate, formatDateTime } from '../../i18n/format';
import { DocumentDownloadButton } from '../../layout/DocumentDownloadButton';
import { ToneBadge } from '../../layout/StatusBadge';
import { DemandeActions } from './DemandeActions';
import { DEMANDE_TONES } from './tones';
import { DemandeFacts, type DemandeFact } from './DemandeFacts';
import styles from './Labellisation.module.css';

/**
 * A labellisation request (spec section 2: recognitions/request/{demandeId} and competences-validation/request/{demandeId}
 * for its provider, competences/request/{demandeId} for its expert, and the desk's demande/{demandeId}): its data, the actions the server offers the caller now, the centres' opinions and its history.
 */
export function DemandeDetailScreen() {
  const { t } = useTranslation('labellisation');
  const { demandeId, prestataireId, expertId } = useParams({ strict: false });
  const detail = useDemandeDetail(Number(demandeId));
  const demande = detail.data;
  if (!demande) return null;
  const competences = demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE;
  const back = expertId ? (
    <Link to="/labellisation/expert/$expertId/competences" params={{ expertId }}>
      {t('detail.backToList')}
    </Link>
  ) : prestataireId ? (
    <Link to={competences ? '/labellisation/prestataire/$prestataireId/competences-validation' : '/labellisation/prestataire/$prestataireId/recognitions'} params={{ prestataireId }}>
      {t('detail.backToList')}
    </Link>
  ) : (
    <Link to="/labellisation/bureau">{t('detail.backToDesk')}</Link>
  );
  return (
    <article className={styles.page} aria-labelledby="demande-title">
      <p className={styles.intro}>{back}</p>
      <header className={styles.header}>
        <div>
          <h1 id="demande-title">{t('detail.title', { reference: demande.reference })}</h1>
          <p className={styles.intro}>
            {demande.organisation.nom} — <ToneBadge tone={DEMANDE_TONES[demande.statut]} label={demande.statutLibelle} />
          </p>
        </div>
      </header>
      <DemandeActions demande={demande} />
      {demande.peutCompleter && <CompletionCall demande={demande} />}
      <DemandeData demande={demande} />
      <section className={`panel ${styles.card}`} aria-labelledby="demande-documents-title">
        <h2 id="demande-documents-title">{t('detail.documentsTitle')}</h2>
        {demande.documents.length === 0 ? (
          <p className="muted">{t('detail.noDocuments')}</p>
        ) : (
          <ul className="document-list">
            {demande.documents.map((document) => (
              <li key={document.id} className="document-row">
                <span>
                  <strong>{document.nom}</strong> — {document.typeLibelle} <span className="muted">{formatDateTime(document.createdAt)}</span>
                </span>
                <DocumentDownloadButton document={document} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`panel ${styles.card}`} aria-labelledby="demande-avis-title">
        <h2 id="demande-avis-title">{t('detail.avisTitle')}</h2>
        {demande.avis.length === 0 ? (
          <p className="muted">{t('detail.noAvis')}</p>
        ) : (
          <ul className={styles.history}>
            {demande.avis.map((avis) => (
              <li key={avis.id}>
                <strong>{t('detail.avisOf', { centre: avis.centre, avis: avis.avisLibelle })}</strong>
                <span className="muted">{t('detail.byOn', { auteur: `${avis.auteur.prenom} ${avis.auteur.nom}`, date: formatDateTime(avis.at) })}</span>
                <p className={styles.quote}>{avis.commentaire}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`panel ${styles.card}`} aria-labelledby="demande-history-title">
        <h2 id="demande-history-title">{t('detail.historyTitle')}</h2>
        <ol className={styles.history}>
          {demande.historique.map((item) => (
            <li key={item.id}>
              <strong>{item.evenement}</strong>
              <span className="muted">
                {item.auteur ? t('detail.byOn', { auteur: `${item.auteur.prenom} ${item.auteur.nom}`, date: formatDateTime(item.at) }) : formatDateTime(item.at)}
              </span>
              {item.texte && <p className={styles.quote}>{item.texte}</p>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function DemandeData({ demande }: { demande: DemandeDetail }) {
  const { t } = useTranslation('labellisation');
  const rows: DemandeFact[] = [
    ['reference', demande.reference],
    ['organisation', demande.organisation.nom],
    ['type', demande.renouvellement ? `${demande.typeLibelle} — ${demande.renouvellement.libelle}` : demande.typeLibelle],
    ...(demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE
      ? ([
          ['expert', demande.expert ? `${demande.expert.prenom} ${demande.expert.nom}` : null],
          ['competences', demande.competences.map((c) => c.libelle).join('\n') || null],
        ] as DemandeFact[])
      : ([['thematique', demande.thematique?.libelle ?? null]] as DemandeFact[])),
    ['statut', demande.statutLibelle],
    ['decision', demande.decisionLibelle],
    ['createdAt', formatDate(demande.createdAt)],
    ['soumiseLe', formatDate(demande.soumiseLe)],
    ['traiteeLe', formatDate(demande.traiteeLe)],
    ['contactAssigne', demande.contactAssigne ? `${demande.contactAssigne.prenom} ${demande.contactAssigne.nom}` : null],
    ['commentaire', demande.commentaire],
    ['references', demande.references],
  ];
  return (
    <section className={`panel ${styles.card}`} aria-labelledby="demande-data-title">
      <h2 id="demande-data-title">{t('detail.dataTitle')}</h2>
      <dl className={styles.facts}>
        <DemandeFacts rows={rows} />
      </dl>
    </section>
  );
}

/** A request its completers may still complete: what it lacks, and the way to the completion wizard. */
function CompletionCall({ demande }: { demande: DemandeDetail }) {
  const { t } = useTranslation('labellisation');
  return (
    <section className={`panel ${styles.card}`} aria-label={t('detail.complete')}>
      {demande.manquants.length > 0 ? (
        <>
          <p>{t('detail.missingTitle')}</p>
          <ul className={styles.problems}>
            {demande.manquants.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('detail.completeNone')}</p>
      )}
      <div className="button-row">
        <Link to="/labellisation/complete-request/$demandeId" params={{ demandeId: String(demande.id) }} className="btn btn-primary">
          {t('detail.complete')}
        </Link>
      </div>
    </section>
  );
}
