import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { useDossier } from './useDossier';
import styles from './Detail.module.css';

/** The texts exchanged on the dossier: requests for information, answers and justifications. */
export function RemarquesTab() {
  const { t } = useTranslation('dossiers');
  const { remarques } = useDossier();
  if (remarques.length === 0) return <p>{t('detail.remarques.empty')}</p>;
  return (
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
  );
}
