import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LabellisationDashboard } from '../../../domain/wire/labellisation';
import { useLabellisationDashboard } from '../../api/labellisation/dashboard';
import { useConstants } from '../../api/platform/constants';
import { useDroitId, useSession } from '../../session/SessionContext';
import { isLabellisationDeskDroitId } from '../../../domain/droits';
import { TypeContact } from '../../../domain/contact-types';
import { StatutValidationLien } from '../../../domain/link-validation';
import type { LinkedOrganisation } from '../../../machines/session.types';
import { DemandeTable } from './DemandeTable';
import { DeskWaitingPanel } from '../../layout/DeskWaitingPanel';
import { ProviderDemandeLink } from './DemandeLink';
import { LabelsTable } from './LabelsTable';
import { ProviderActionLinks } from './ProviderActionLinks';
import styles from './Labellisation.module.css';

/** The signed-in contact is a validated Expert of some organisation: their own page lists their competences. */
const isExpertLink = (link: LinkedOrganisation) => link.type_contact_id === TypeContact.EXPERT && link.validation_status === StatutValidationLien.VALIDE;

/**
 * /labellisation (spec section 2): for a provider, each of its provider organisations with its labels, its
 * requests in progress and what it may do there (and, for an expert, the way to their own competences); for a centre or the administration, how many requests wait
 * for them and the way to their desk.
 */
export function DashboardScreen() {
  const { t } = useTranslation('labellisation');
  const dashboard = useLabellisationDashboard();
  return (
    <section className={styles.page} aria-labelledby="labellisation-title">
      <h1 id="labellisation-title">{t('dashboard.title')}</h1>
      {dashboard.isPending && <p role="status">{t('common:loading')}</p>}
      {dashboard.isError && (
        <div role="alert" className="panel">
          <p>{t('loadError')}</p>
          <button type="button" className="btn" onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {dashboard.data && <DashboardContent dashboard={dashboard.data} />}
    </section>
  );
}

function DashboardContent({ dashboard }: { dashboard: LabellisationDashboard }) {
  const { t } = useTranslation('labellisation');
  const droitId = useDroitId();
  const expertId = useSession((s) => (s.context.linkedOrganisations.some(isExpertLink) ? (s.context.user?.id ?? null) : null));
  if (dashboard.enAttente !== null || isLabellisationDeskDroitId(droitId)) return <DeskWaitingPanel waiting={dashboard.enAttente ?? 0} />;
  const ownCompetences = expertId !== null && (
    <aside className="panel" aria-labelledby="own-competences-title">
      <div className={styles.header}>
        <div>
          <h2 id="own-competences-title">{t('dashboard.ownCompetencesTitle')}</h2>
          <p className={styles.intro}>{t('dashboard.ownCompetencesText')}</p>
        </div>
        <Link to="/labellisation/expert/$expertId" params={{ expertId: String(expertId) }} className="btn btn-primary">
          {t('dashboard.ownCompetences')}
        </Link>
      </div>
    </aside>
  );
  if (dashboard.prestataires.length === 0) {
    return (
      <>
        {ownCompetences}
        <p className="panel">{t('dashboard.noProvider')}</p>
      </>
    );
  }
  return (
    <>
      {ownCompetences}
      <p className={styles.intro}>{t('dashboard.intro')}</p>
      {dashboard.prestataires.map((prestataire) => {
        const params = { prestataireId: String(prestataire.organisation.id) };
        const titleId = `labellisation-provider-${prestataire.organisation.id}`;
        return (
          <section key={prestataire.organisation.id} className={`panel ${styles.card}`} aria-labelledby={titleId}>
            <div className={styles.header}>
              <h2 id={titleId}>{prestataire.organisation.nom}</h2>
              <div className={styles.actions}>
                <Link to="/labellisation/prestataire/$prestataireId" params={params} className="btn" aria-label={t('dashboard.summaryOf', { nom: prestataire.organisation.nom })}>
                  {t('dashboard.summary')}
                </Link>
                <Link to="/labellisation/prestataire/$prestataireId/recognitions" params={params} className="btn" aria-label={t('dashboard.requestsOf', { nom: prestataire.organisation.nom })}>
                  {t('dashboard.requests')}
                </Link>
                <Link to="/labellisation/prestataire/$prestataireId/competences-validation" params={params} className="btn" aria-label={t('dashboard.competencesOf', { nom: prestataire.organisation.nom })}>
                  {t('dashboard.competences')}
                </Link>
                <ProviderActionLinks prestataireId={prestataire.organisation.id} nom={prestataire.organisation.nom} actions={prestataire.actions} />
              </div>
            </div>
            <h3>{t('labels.title')}</h3>
            <LabelsTable labels={prestataire.labels} caption={t('labels.captionOf', { nom: prestataire.organisation.nom })} />
            <h3>{t('dashboard.inProgress', { count: prestataire.enCours })}</h3>
            {prestataire.demandesEnCours.length > 0 ? (
              <DemandeTable
                demandes={prestataire.demandesEnCours}
                caption={t('dashboard.inProgressOf', { nom: prestataire.organisation.nom })}
                referenceOf={(demande) => (prestataire.actions.view ? <ProviderDemandeLink demande={demande} /> : demande.reference)}
              />
            ) : (
              <p className="muted">{t('dashboard.noneInProgress')}</p>
            )}
          </section>
        );
      })}
      <LabelledDossiersNotice />
    </>
  );
}

/**
 * Spec section 1: "a page that says labelled-dossier functions are not yet available here and links to the older
 * platform". The labels and their requests are here; the dossiers filed under a label are not yet: said on the
 * page their menu entry ("Dossiers label") opens, with the older platform's address from the constants.
 */
function LabelledDossiersNotice() {
  const { t } = useTranslation('labellisation');
  const constants = useConstants();
  return (
    <aside className="notice" aria-label={t('dashboard.labelledDossiers.title')}>
      {t('dashboard.labelledDossiers.text')}{' '}
      {constants.data && <a href={String(constants.data['platform.legacy_backend_app_url'])}>{t('dashboard.labelledDossiers.link')}</a>}
    </aside>
  );
}
