import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STATUT_DOSSIER_LABELS } from '../../../domain/dossier-status';
import { dossierActionEvent, type DossierAction } from '../../../machines/access/dossierActions';
import type { DossierDetail } from '../../api/dossiers/types';
import type { ReplayProblem } from '../../../machines/dossierStatus.replay';
import { formatDateTime } from '../../i18n/format';
import { TableScroll } from '../../layout/TableScroll';
import { dossierViewLink } from '../../paths/dossier-paths';
import { useDroitId } from '../../session/SessionContext';
import styles from './Statecharts.module.css';

/**
 * Where a dossier stands in its lifecycle: its status, the path its history took (numbered as on the drawing,
 * with dates and who), and what the signed-in user may do now: the actions the server offers on this dossier.
 */
export function DossierLifecycle({ dossier, changes, steps, problems, code, onSimulate }: { dossier: DossierDetail; changes: DossierDetail['historique']; steps: Array<string | null>; problems: ReplayProblem[]; code: boolean; onSimulate: () => void }) {
  const { t } = useTranslation(['statecharts', 'dossiers']);
  const droitId = useDroitId();
  const captionId = useId();
  const allowed = (Object.entries(dossier.actions) as Array<[DossierAction, boolean]>).filter(([action, open]) => open && action !== 'view');
  return (
    <section className={`panel ${styles.dossier}`} aria-labelledby="lifecycle-dossier">
      <h2 id="lifecycle-dossier">{t('dossier.title', { reference: dossier.reference })}</h2>
      <p>
        <strong>{t('dossier.current', { statut: STATUT_DOSSIER_LABELS[dossier.StatutDossierId] })}</strong>{' '}
        {/* The simulator starts where the dossier stands: an analyst tries what may happen next, nothing is sent. */}
        <button type="button" className="btn" onClick={onSimulate}>
          {t('dossier.simulateFromHere')}
        </button>
      </p>
      <h3 id={captionId}>{t('dossier.path')}</h3>
      {changes.length === 0 ? (
        <p>{t('dossier.noPath')}</p>
      ) : (
        <TableScroll labelledBy={captionId}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('dossier.step')}</th>
                <th scope="col">{t('dossier.date')}</th>
                <th scope="col">{t('dossier.event')}</th>
                <th scope="col">{t('dossier.from')}</th>
                <th scope="col">{t('dossier.to')}</th>
                <th scope="col">{t('dossier.by')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, index) => (
                <tr key={change.id} className={steps[index] ? undefined : styles.offChart}>
                  <td>{index + 1}</td>
                  <td>{formatDateTime(change.at)}</td>
                  <th scope="row">
                    {/* The event's code name only with the studio's code names on. */}
                    {change.evenement} {code && <code>{change.event}</code>}
                  </th>
                  <td>{change.fromStatut === null ? '—' : STATUT_DOSSIER_LABELS[change.fromStatut]}</td>
                  <td>{STATUT_DOSSIER_LABELS[change.toStatut]}</td>
                  <td>{change.auteur ? `${change.auteur.Prenom} ${change.auteur.Nom}` : t('dossier.platform')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <h3>{t('dossier.replay')}</h3>
      {problems.length === 0 ? (
        <p>{t('dossier.replayOk')}</p>
      ) : (
        <ul role="alert">
          {problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      )}
      <h3>{t('dossier.allowed')}</h3>
      {/* A dossier of the older platform is read-only: no event of its lifecycle may be sent from here. */}
      {dossier.anciennePlateforme ? (
        <p role="note">{t('dossiers:detail.readOnly')}</p>
      ) : allowed.length === 0 ? (
        <p>{t('dossier.noAllowed')}</p>
      ) : (
        <ul>
          {allowed.map(([action]) => {
            const event = dossierActionEvent(action);
            return (
              <li key={action}>
                {t(`dossiers:actions.short.${action}`)}
                {code && event && (
                  <>
                    {' '}
                    (<code>{event}</code>)
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Link {...dossierViewLink(droitId, dossier.id)}>{t('dossier.backToDossier')}</Link>
    </section>
  );
}
