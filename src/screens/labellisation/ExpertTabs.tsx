import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useExpertDemandes } from '../../api/labellisation/expert';
import { DemandeListPanel } from './DemandeListPanel';
import { ExpertDemandeLink } from './DemandeLink';
import { toDemandeQuery } from './demande-search';
import { expertName } from './CompetenceRequestSteps';
import { useExpert } from './useExpert';
import { VouchersTable } from './VouchersTable';
import styles from './Labellisation.module.css';

/** The expert's summary: every competence voucher asked for them, by whichever provider, with its status and dates. */
export function ExpertSummaryTab() {
  const { t } = useTranslation('labellisation');
  const { summary } = useExpert();
  if (!summary) return null;
  return (
    <section className={styles.card} aria-labelledby="expert-vouchers-title">
      <h2 id="expert-vouchers-title">{t('expert.vouchersTitle')}</h2>
      <p className={styles.intro}>{t('expert.vouchersIntro')}</p>
      <VouchersTable vouchers={summary.competences} caption={t('vouchers.captionOf', { nom: expertName(summary.expert) })} showOrganisation />
    </section>
  );
}

/** details: who the expert is and the providers they are an Expert of. */
export function ExpertDetailsTab() {
  const { t } = useTranslation('labellisation');
  const { summary } = useExpert();
  if (!summary) return null;
  return (
    <section className={styles.card} aria-labelledby="expert-details-title">
      <h2 id="expert-details-title">{t('details.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('expert.name')}</dt>
        <dd>{expertName(summary.expert)}</dd>
        <dt>{t('expert.email')}</dt>
        <dd>{summary.expert.email}</dd>
        <dt>{t('expert.prestataires')}</dt>
        <dd>
          {summary.prestataires.length === 0 ? (
            '—'
          ) : (
            <ul>
              {summary.prestataires.map((p) => (
                <li key={p.id}>
                  <Link to="/labellisation/prestataire/$prestataireId/competences-validation" params={{ prestataireId: String(p.id) }}>
                    {p.nom}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}

const competencesRoute = getRouteApi('/app/labellisation/expert/$expertId/competences/');

/** competences: the expert's competence validation requests, paged by the server, filtered by status in the URL. */
export function ExpertCompetencesTab() {
  const { t } = useTranslation('labellisation');
  const { id } = useExpert();
  const search = competencesRoute.useSearch();
  const navigate = competencesRoute.useNavigate();
  const list = useExpertDemandes(id, toDemandeQuery(search));
  return (
    <DemandeListPanel
      title={t('expert.requestsTitle')}
      list={list}
      search={search}
      onSearch={(next, replace) => void navigate({ search: next, replace })}
      referenceOf={(demande) => <ExpertDemandeLink expertId={id} demande={demande} />}
      competences="expert"
    />
  );
}
