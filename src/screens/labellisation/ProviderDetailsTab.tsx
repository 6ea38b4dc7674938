import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatutLabellisation, TypeDemandeLabellisation } from '../../../domain/labellisation';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { formatDate } from '../../i18n/format';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import { useProvider } from './useProvider';
import styles from './Labellisation.module.css';

/**
 * details (spec section 2 names the tab, not its content). The summary call is all this area reads, so the tab
 * answers what a provider's contact asks of its labellisation at a glance: the organisation, whether it may
 * enter the voucher system (and until when), the thematics it is recognised for, how many requests are in
 * progress and what the contact may do here; the organisation's identity is one link away, in the provider
 * area, for a contact who may read it.
 */
export function ProviderDetailsTab() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  const caller = useSession((s) => sessionCaller(s.context));
  if (!summary) return null;
  const valid = summary.labels.filter((label) => label.statut === StatutLabellisation.ACTIVE);
  const access = valid.find((label) => label.type === TypeDemandeLabellisation.ACCES_SYSTEME);
  const recognitions = valid.filter((label) => label.type !== TypeDemandeLabellisation.ACCES_SYSTEME);
  const rights = (['list', 'view', 'create', 'submit'] as const).filter((action) => summary.actions[action]);
  return (
    <section className={styles.card} aria-labelledby="provider-details-title">
      <h2 id="provider-details-title">{t('details.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('details.organisation')}</dt>
        <dd>{summary.organisation.nom}</dd>
        <dt>{t('details.systemAccess')}</dt>
        <dd>{access ? t('details.accessUntil', { date: formatDate(access.expireLe) }) : t('details.noAccess')}</dd>
        <dt>{t('details.recognitions')}</dt>
        <dd>
          {recognitions.length === 0
            ? t('details.noRecognition')
            : recognitions.map((label) => t('details.recognitionUntil', { libelle: label.thematique?.libelle ?? label.typeLibelle, type: label.typeLibelle, date: formatDate(label.expireLe) })).join('\n')}
        </dd>
        <dt>{t('details.inProgress')}</dt>
        <dd>{t('provider.inProgress', { count: summary.enCours })}</dd>
        <dt>{t('details.rights')}</dt>
        <dd>{rights.map((action) => t(`details.right.${action}`)).join('\n')}</dd>
      </dl>
      {caller && mayActInOrganisation(caller, id, 'VIEW_ORGANISATION') && (
        <div className={styles.actions}>
          <Link to="/prestataire/$orgaId/recapitulatif" params={{ orgaId: String(id) }} className="btn">
            {t('details.organisationPage')}
          </Link>
        </div>
      )}
    </section>
  );
}
