import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { MessageToPrestataire } from './MessageToPrestataire';
import { useDossier } from './useDossier';
import styles from './Detail.module.css';

/** The texts exchanged on the dossier, oldest first, with who wrote them and when; and the beneficiary's next message. */
export function RemarquesTab() {
  const { t } = useTranslation('dossiers');
  const dossier = useDossier();
  const { remarques } = dossier;
  return (
    <>
      <section className={styles.section} aria-labelledby="remarques-title">
        <h2 id="remarques-title" className="visually-hidden">
          {t('detail.tab.remarques')}
        </h2>
        {remarques.length === 0 ? (
          <p>{t('detail.remarques.empty')}</p>
        ) : (
          <ol className={styles.remarks}>
            {remarques.map((r) => (
              <li key={r.id} className={styles.remark}>
                <div className={styles.remarkMeta}>
                  {t(`detail.remarques.${r.kind}`)} · {formatDateTime(r.at)}
                  {r.auteur && ` · ${r.auteur.Prenom} ${r.auteur.Nom}`}
                </div>
                <p>{r.texte}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {dossier.actions.askPrestataire && (
        <div className={styles.section}>
          <MessageToPrestataire dossier={dossier} />
        </div>
      )}
    </>
  );
}
