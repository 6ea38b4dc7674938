import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DemandeItem, DemandePage } from '../../../domain/wire/labellisation';
import { useCheckSubmission, useSubmitGroup, type SubmissionPath } from '../../api/labellisation/submission';
import type { ApiFailure } from '../../api/errors';
import { CheckboxGroupField } from '../../forms/ChoiceList';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { CompleteRequestLink } from './CompleteRequestLink';
import { StepList } from './StepList';
import styles from './Labellisation.module.css';

const STEPS = ['selection', 'confirmation'] as const;
type Step = (typeof STEPS)[number];

export interface SubmissionWizardProps {
  title: string;
  /** The requests in introduction the caller may submit there (the server's list, filtered by status). */
  inIntroduction: UseQueryResult<DemandePage>;
  path: SubmissionPath;
  /** How a request reads in the selection and the recap: its reference and kind, then a detail line. */
  describe: (demande: DemandeItem) => { label: string; detail?: string };
  /** The way back without submitting. */
  cancel: ReactNode;
  /** Where the user goes once the group is submitted. */
  onSubmitted: () => Promise<void>;
}

/**
 * A submission group's two steps (spec section 2): selection (1), confirmation (2), for a provider's recognitions,
 * its experts' competence validations or an expert's own. The rules read what only the server knows (labels held,
 * today, completion), so the selection is checked by its verification call and the server's submission-group machine
 * decides; a rule broken meanwhile comes back as the 400's messages, shown here. A request that still lacks
 * something is listed apart with what it lacks and the way to complete it.
 */
export function SubmissionWizard({ title, inIntroduction, path, describe, cancel, onSubmitted }: SubmissionWizardProps) {
  const { t } = useTranslation('labellisation');
  const check = useCheckSubmission(path);
  const submit = useSubmitGroup(path);
  const [step, setStep] = useState<Step>('selection');
  const [selected, setSelected] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const all = inIntroduction.data?.items ?? [];
  const demandes = all.filter((d) => d.manquants.length === 0);
  const incomplete = all.filter((d) => d.manquants.length > 0);
  const chosen = demandes.filter((d) => selected.includes(String(d.id)));
  const ids = chosen.map((d) => d.id);

  const refusalOf = (error: unknown) => {
    const failure = error as ApiFailure;
    return failure.status === 400 || failure.status === 409 ? (failure.fields?.map((f) => f.message) ?? [failure.message ?? t('submission.failed')]) : [t('submission.failed')];
  };

  const verify = async () => {
    if (ids.length === 0) return setProblems([t('submission.chooseOne')]);
    try {
      const { problemes } = await check.mutateAsync(ids);
      setProblems(problemes);
      if (problemes.length === 0) setStep('confirmation');
    } catch (error) {
      setProblems(refusalOf(error));
    }
  };

  const send = async () => {
    try {
      await submit.mutateAsync(ids);
      notifySuccess(t('submission.done', { count: ids.length }));
      await onSubmitted();
    } catch (error) {
      setProblems(refusalOf(error));
      setConfirming(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="submission-title">
      <h2 id="submission-title">{title}</h2>
      <StepList steps={STEPS} current={step} />
      {problems.length > 0 && (
        <div role="alert">
          <p>{t('submission.problems', { count: problems.length })}</p>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {inIntroduction.isError && <p role="alert">{t('loadError')}</p>}
      {step === 'selection' && inIntroduction.data && (
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <p className={styles.intro}>{t('submission.intro')}</p>
          {demandes.length === 0 ? (
            <p className="muted">{t('submission.none')}</p>
          ) : (
            <CheckboxGroupField
              legend={t('submission.legend')}
              choices={demandes.map((d) => ({ value: d.id, ...describe(d) }))}
              value={selected}
              onChange={(value) => {
                setSelected(value);
                setProblems([]);
              }}
            />
          )}
          {incomplete.length > 0 && (
            <section aria-labelledby="submission-incomplete-title">
              <h3 id="submission-incomplete-title">{t('submission.incompleteTitle')}</h3>
              <ul className={styles.incomplete}>
                {incomplete.map((d) => (
                  <li key={d.id}>
                    <strong>{describe(d).label}</strong>
                    <ul className={styles.problems}>
                      {d.manquants.map((manquant) => (
                        <li key={manquant}>{manquant}</li>
                      ))}
                    </ul>
                    <CompleteRequestLink demande={d} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="button-row">
            {cancel}
            <button type="submit" className="btn btn-primary" disabled={demandes.length === 0 || check.isPending} aria-busy={check.isPending || undefined}>
              {t('submission.check')}
            </button>
          </div>
        </form>
      )}
      {step === 'confirmation' && (
        <div className={styles.card}>
          <p>{t('submission.recap', { count: chosen.length })}</p>
          <ul>
            {chosen.map((d) => {
              const { label, detail } = describe(d);
              return (
                <li key={d.id}>
                  <strong>{label}</strong>
                  {detail && ` — ${detail}`}
                </li>
              );
            })}
          </ul>
          <div className="button-row">
            <button
              type="button"
              className="btn"
              onClick={() => {
                setProblems([]);
                setStep('selection');
              }}
            >
              {t('wizard.previous')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
              {t('submission.submit')}
            </button>
          </div>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('submission.confirmTitle', { count: chosen.length })}
          text={t('submission.confirmText')}
          confirmLabel={t('submission.submit')}
          cancelLabel={t('act.back')}
          busy={submit.isPending}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
