import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REQUEST_SUBMISSION_STEPS, type RequestSubmissionStep } from '../../../domain/labellisation';
import type { DemandeItem, DemandePage } from '../../../domain/wire/labellisation';
import { requestSubmissionMachine, requestSubmissionStep, restoreRequestSubmission } from '../../../machines/requestSubmission.machine';
import { useCheckSubmission, useSubmitGroup, type SubmissionPath } from '../../api/labellisation/submission';
import { failureOf } from '../../api/errors';
import { CheckboxGroupField } from '../../forms/ChoiceList';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { inspect } from '../../machines-inspection';
import { CompleteRequestLink } from './CompleteRequestLink';
import { StepList } from './StepList';
import { demandeIdsOf, demandesParam, type SubmissionSearch } from './submission-search';
import { useAddressedRestart } from './useAddressedRestart';
import styles from './Labellisation.module.css';

type Restored = ReturnType<typeof restoreRequestSubmission>;

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
 * its experts' competence validations or an expert's own, on the statechart machines/requestSubmission.machine.ts.
 * The rules read what only the server knows (labels held, today, completion), so the selection is checked by its
 * verification call and the server's submission-group machine decides; a rule broken meanwhile comes back as the
 * 400's messages, shown here. A request that still lacks something is listed apart with what it lacks and the way
 * to complete it. Each step has its address: a reloaded confirmation checks its selection again.
 */
export function SubmissionWizard(props: SubmissionWizardProps) {
  const search = useSearch({ strict: false }) as SubmissionSearch;
  const { generation, shown } = useAddressedRestart(search.etape ?? 'selection');
  const restored = useMemo(() => restoreRequestSubmission({ etape: search.etape, demandes: demandeIdsOf(search.demandes) }), [generation]);
  return <SubmissionSteps key={generation} {...props} restored={restored} addressStep={search.etape ?? 'selection'} onStep={shown} />;
}

interface Addressed {
  restored: Restored;
  /** The step the address shows now. */
  addressStep: RequestSubmissionStep;
  onStep: (step: RequestSubmissionStep) => void;
}

function SubmissionSteps({ title, inIntroduction, path, describe, cancel, onSubmitted, restored, addressStep, onStep }: SubmissionWizardProps & Addressed) {
  const { t } = useTranslation('labellisation');
  const check = useCheckSubmission(path);
  const submit = useSubmitGroup(path);
  const navigate = useNavigate();
  const [snapshot, sendEvent] = useMachine(requestSubmissionMachine, { snapshot: restored, inspect });
  const step = requestSubmissionStep(snapshot.value);
  const [selected, setSelected] = useState<string[]>(() => restored.context.demandeIds.map(String));
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const all = inIntroduction.data?.items ?? [];
  const demandes = all.filter((d) => d.manquants.length === 0);
  const incomplete = all.filter((d) => d.manquants.length > 0);
  const chosen = demandes.filter((d) => snapshot.context.demandeIds.includes(d.id));

  const refusalOf = (error: unknown) => {
    const failure = failureOf(error);
    return failure.status === 400 || failure.status === 409 ? (failure.fields?.map((f) => f.message) ?? [failure.message ?? t('submission.failed')]) : [t('submission.failed')];
  };

  // The machine decides the step; the address follows it (none while the server checks).
  useEffect(() => {
    if (step === null || step === addressStep) return;
    onStep(step);
    void navigate({ to: '.', search: { etape: step, demandes: step === 'confirmation' ? demandesParam(snapshot.context.demandeIds) : undefined } });
  }, [step]);

  // The check runs whenever the machine is in it: after the selection, and on a reloaded confirmation.
  useEffect(() => {
    if (!snapshot.matches('checking')) return;
    let live = true;
    check.mutateAsync(snapshot.context.demandeIds).then(
      ({ problemes }) => {
        if (!live) return;
        setProblems(problemes);
        sendEvent({ type: 'CHECKED', problems: problemes });
      },
      (error: unknown) => {
        if (!live) return;
        setProblems(refusalOf(error));
        sendEvent({ type: 'CHECK_FAILED' });
      },
    );
    return () => void (live = false);
  }, [snapshot.value]);

  const verify = () => {
    const event = { type: 'VERIFY', demandeIds: demandes.filter((d) => selected.includes(String(d.id))).map((d) => d.id) } as const;
    if (snapshot.can(event)) sendEvent(event);
    else setProblems([t('submission.chooseOne')]);
  };

  const send = async () => {
    sendEvent({ type: 'SUBMIT' });
    try {
      await submit.mutateAsync(snapshot.context.demandeIds);
      sendEvent({ type: 'SUBMITTED' });
      notifySuccess(t('submission.done', { count: snapshot.context.demandeIds.length }));
      await onSubmitted();
    } catch (error) {
      sendEvent({ type: 'REFUSED' });
      setProblems(refusalOf(error));
      setConfirming(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="submission-title">
      <h2 id="submission-title">{title}</h2>
      <StepList steps={REQUEST_SUBMISSION_STEPS} current={step ?? 'selection'} />
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
      {(snapshot.matches('selection') || snapshot.matches('checking')) && inIntroduction.data && (
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            verify();
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
            <button type="submit" className="btn btn-primary" disabled={demandes.length === 0 || snapshot.matches('checking')} aria-busy={snapshot.matches('checking') || undefined}>
              {t('submission.check')}
            </button>
          </div>
        </form>
      )}
      {step === 'confirmation' && !snapshot.matches('submitted') && (
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
                sendEvent({ type: 'PREVIOUS' });
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
          busy={snapshot.matches('submitting')}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
