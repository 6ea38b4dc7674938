import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DossierOrHomeLinks } from '../../layout/DossierOrHomeLinks';
import styles from './Drc.module.css';

const route = getRouteApi('/app/drc/$dossierId/confirmation');

/** /drc/{dossierId}/confirmation (step 2): the answer is sent; the dossier is examined again. */
export function DrcConfirmationScreen() {
  const { t } = useTranslation('dossiers');
  const dossier = route.useLoaderData();
  return (
    <section aria-labelledby="drc-title" className={styles.drc}>
      <p className={styles.step}>{t('drc.step', { number: 2, count: 2 })}</p>
      <h1 id="drc-title">{t('drc.confirmationTitle')}</h1>
      <div className="panel">
        <p role="status">{t('drc.confirmationText', { reference: dossier.reference, statut: dossier.statut })}</p>
        <DossierOrHomeLinks dossierId={dossier.id} toDossier={t('drc.toDossier')} toHome={t('drc.toHome')} className="button-row" />
      </div>
    </section>
  );
}
