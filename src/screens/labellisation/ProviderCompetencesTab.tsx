import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { providerDemandesQuery } from '../../api/labellisation/demandes';
import { useProviderExperts } from '../../api/labellisation/experts';
import { DemandeListPanel } from './DemandeListPanel';
import { ProviderDemandeLink } from './DemandeLink';
import { toDemandeQuery } from './demande-search';
import { expertName } from './CompetenceRequestSteps';
import { useProvider } from './useProvider';
import { VouchersTable } from './VouchersTable';
import styles from './Labellisation.module.css';

const route = getRouteApi('/app/labellisation/prestataire/$prestataireId/competences-validation/');

/**
 * competences-validation (spec section 2): the expert voucher recap (each Expert contact of the provider with each
 * competence asked for them, its status and dates) under, for A, R, I, the provider's competence validation requests.
 */
export function ProviderCompetencesTab() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const experts = useProviderExperts(id);
  const mayList = summary?.actions.competences.list ?? false;
  // An Expert contact sees the recap but not the requests (VIEW_COMPETENCE_VALIDATION_REQUESTS is A, R, I): never asked.
  const list = useQuery({ ...providerDemandesQuery(id, { ...toDemandeQuery(search), famille: 'competences' }), enabled: mayList });
  if (!summary) return null;
  const params = { prestataireId: String(id) };
  const wizards = (
    <>
      {summary.actions.competences.create && (
        <Link to="/labellisation/prestataire/$prestataireId/create-competence-request" params={params} className="btn btn-primary">
          {t('competences.create')}
        </Link>
      )}
      {summary.actions.competences.submit && (
        <Link to="/labellisation/prestataire/$prestataireId/competence-requests-submission" params={params} className="btn">
          {t('competences.submit')}
        </Link>
      )}
    </>
  );
  return (
    <>
      {mayList && (
        <DemandeListPanel
          title={t('competences.requestsTitle')}
          list={list}
          search={search}
          onSearch={(next, replace) => void navigate({ search: next, replace })}
          referenceOf={(demande) => <ProviderDemandeLink demande={demande} />}
          competences
          actions={wizards}
        />
      )}
      <section className={`${styles.card} ${styles.recap}`} aria-labelledby="experts-title">
        <div className={styles.header}>
          <h2 id="experts-title">{t('competences.expertsTitle')}</h2>
          {!mayList && <div className={styles.actions}>{wizards}</div>}
        </div>
        <p className={styles.intro}>{t('competences.expertsIntro')}</p>
        {experts.isError && <p role="alert">{t('loadError')}</p>}
        {experts.data?.length === 0 && <p className="muted">{t('competences.noExpert')}</p>}
        {experts.data?.map((expert) => (
          <section key={expert.id} className={`${styles.card} ${styles.expert}`} aria-labelledby={`expert-${expert.id}`}>
            <h3 id={`expert-${expert.id}`}>
              <Link to="/labellisation/expert/$expertId" params={{ expertId: String(expert.id) }}>
                {expertName(expert)}
              </Link>{' '}
              <span className="muted">{expert.email}</span>
            </h3>
            <VouchersTable vouchers={expert.competences} caption={t('vouchers.captionOf', { nom: expertName(expert) })} />
          </section>
        ))}
      </section>
    </>
  );
}
