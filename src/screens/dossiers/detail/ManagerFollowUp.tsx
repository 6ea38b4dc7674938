import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignPayload } from '../../../../domain/schemas/dossiers';
import type { DossierDetail, SuiviInterne } from '../../../api/dossiers/types';
import { failureOf } from '../../../api/errors';
import { useAssignDossier, useGestionnaires, useWorkflowMove } from '../../../api/gestion/workflow';
import { showSaveFailure } from '../../../forms/save-failure';
import { SelectField } from '../../../forms/SelectField';
import { notifySuccess } from '../../../layout/notify';
import styles from './ManagerFollowUp.module.css';
import { useSchemaForm } from '../../../forms/useSchemaForm';
import { ErrorSummary } from '../../../forms/ErrorSummary';

/**
 * The administration's own follow-up of a dossier (a manager's view): its step and its manager; any manager
 * assigns it, the assigned one moves its step (machines/managerWorkflow.machine.ts). Each change is written
 * in the dossier's history; none is irreversible, so none is asked twice.
 */
export function ManagerFollowUp({ dossier, suivi }: { dossier: DossierDetail; suivi: SuiviInterne }) {
  const { t } = useTranslation('dossiers');
  const titleId = useId();
  const managers = useGestionnaires().data ?? [];
  const assign = useAssignDossier(dossier.id);
  const move = useWorkflowMove(dossier.id);
  const form = useSchemaForm<{ gestionnaireId: string }, AssignPayload>(AssignPayload, {
    defaultValues: { gestionnaireId: '' },
  });
  const nameOf = (id: number | null) => {
    const manager = managers.find((m) => m.id === id);
    return manager ? `${manager.prenom} ${manager.nom}` : t('followUp.none');
  };
  const onFailure = (failure: unknown) => void showSaveFailure(failureOf(failure), {});

  const submit = ({ gestionnaireId }: AssignPayload) =>
    assign.mutate(
      { gestionnaireId, version: dossier.version },
      { onSuccess: () => notifySuccess(t('followUp.assigned', { nom: nameOf(gestionnaireId) })), onError: onFailure, onSettled: () => form.reset() },
    );

  return (
    <section className={`panel ${styles.followUp}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('followUp.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('followUp.etape')}</dt>
          <dd>{suivi.libelle}</dd>
        </div>
        <div>
          <dt>{t('followUp.gestionnaire')}</dt>
          <dd>{nameOf(suivi.gestionnaireId)}</dd>
        </div>
      </dl>
      <form className={styles.assign} onSubmit={form.handleSubmit(submit)} noValidate>
        <ErrorSummary control={form.control} />
        <SelectField
          label={t('followUp.assignTo')}
          placeholder={t('followUp.choose')}
          options={managers.map((m) => ({ value: m.id, label: `${m.prenom} ${m.nom}` }))}
          error={form.formState.errors.gestionnaireId?.message}
          {...form.register('gestionnaireId')}
        />
        <button type="submit" className="btn" disabled={assign.isPending}>
          {t('followUp.assign')}
        </button>
      </form>
      {suivi.mouvements.length > 0 ? (
        <div className={styles.moves}>
          {suivi.mouvements.map((m) => (
            <button
              key={m}
              type="button"
              className="btn btn-primary"
              disabled={move.isPending}
              onClick={() => move.mutate({ move: m, version: dossier.version }, { onSuccess: () => notifySuccess(t('followUp.moved')), onError: onFailure })}
            >
              {t(`followUp.move.${m}`)}
            </button>
          ))}
        </div>
      ) : (
        suivi.gestionnaireId !== null && <p className="muted">{t('followUp.notYours')}</p>
      )}
    </section>
  );
}
