import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatutDemandeLabellisation } from '../../../domain/labellisation';
import { DEMANDE_LIST_MAX_PER_PAGE } from '../../../domain/schemas/labellisation';
import { useProviderDemandes } from '../../api/labellisation/demandes';
import { useCheckSubmission, useSubmitGroup } from '../../api/labellisation/submission';
import type { ApiFailure } from '../../api/errors';
import { CheckboxGroupField } from '../../forms/ChoiceList';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { StepList } from './StepList';
import { useProvider } from './useProvider';
import styles from './Labellisation.module.css';

const STEPS = ['selection', 'confirmation'] as const;
type Step = (typeof STEPS)[number];

/**
 * recognition-requests-submission (SUBMIT_RECOGNITION_REQUEST): selection (1), confirmation (2). The rules
 * (domain/labellisation-submission.ts) read what only the server knows (the labels held, today, the renewal
 * window), so the selection is checked by its verification call and the server's submission-group machine
 * decides the submission; a rule broken meanwhile comes back as the 400's messages, shown here.
 */
export function SubmissionScreen() {
  const { t } = useTranslation('labellisation');
  const { id } = useProvider();
  const navigate = useNavigate();
  const inIntroduction = useProviderDemandes(id, { statut: [StatutDemandeLabellisation.EN_INTRODUCTION], sort: 'desc', page: 1, perPage: DEMANDE_LIST_MAX_PER_PAGE });
  const check = useCheckSubmission(id);
  const submit = useSubmitGroup(id);
  const [step, setStep] = useState<Step>('selection');
  const [selected, setSelected] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Only complete requests may be chosen; the others are listed with what they lack and a way to complete them.
  const demandes = (inIntroduction.data?.items ?? []).filter((d) => d.manquants.length === 0);
  const incomplete = (inIntroduction.data?.items ?? []).filter((d) => d.manquants.length > 0);
  const chosen = demandes.filter((d) => selected.includes(String(d.id)));
  const ids = chosen.map((d) => d.id);
  const params = { prestataireId: String(id) };

  const refusalOf = (error: unknown) => {
    const failure = error as ApiFailure;
    return failure.status === 400 || failure.status === 409 ? (failure.fields?.map((f) => f.message) ?? [failure.message ?? t('submission.failed')]) : [t('submission.failed')];
  };

  const verify = async () => {
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
      await navigate({ to: '/labellisation/prestataire/$prestataireId/recognitions', params });
    } catch (error) {
      setProblems(refusalOf(error));
      setConfirming(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="submission-title">
      <h2 id="submission-title">{t('submission.title')}</h2>
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
              choices={demandes.map((d) => ({
                value: d.id,
                label: `${d.reference} — ${d.typeLibelle}`,
                detail: [d.thematique?.libelle, d.renouvellement?.libelle].filter(Boolean).join(' — ') || undefined,
              }))}
              value={selected}
              onChange={(value) => {
                setSelected(value);
                setProblems([]);
              }}
            />
          )}
          {incomplete.length > 0 && (
            <div className={styles.card}>
              <h3>{t('submission.incompleteTitle')}</h3>
              <ul className={styles.history}>
                {incomplete.map((d) => (
                  <li key={d.id}>
                    <strong>
                      {d.reference} — {d.typeLibelle}
                    </strong>
                    <span className="muted">{d.manquants.join(' ')}</span>
                    <Link to="/labellisation/complete-request/$demandeId" params={{ demandeId: String(d.id) }}>
                      {t('submission.complete', { reference: d.reference })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="button-row">
            <Link to="/labellisation/prestataire/$prestataireId" params={params} className="btn">
              {t('wizard.cancel')}
            </Link>
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
            {chosen.map((d) => (
              <li key={d.id}>
                <strong>{d.reference}</strong> — {d.typeLibelle}
                {d.thematique && ` — ${d.thematique.libelle}`}
              </li>
            ))}
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
