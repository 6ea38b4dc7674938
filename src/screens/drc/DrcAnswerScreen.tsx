import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnswerPayload, DOSSIER_TEXT_MAX_LENGTH } from '../../../domain/schemas/dossiers';
import { drcAnswerMachine } from '../../../machines/drcAnswer.machine';
import { useSubmitDrcAnswer } from '../../api/dossiers/actions';
import { informationRequestOf } from '../../api/dossiers/information-request';
import { dossierKeys } from '../../api/dossiers/list';
import { failureOf } from '../../api/errors';
import { TextAreaField } from '../../forms/TextAreaField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { formatDateTime } from '../../i18n/format';
import { notifyError } from '../../layout/notify';
import { inspect } from '../../machines-inspection';
import { DrcDocuments } from './DrcDocuments';
import styles from './Drc.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

const route = getRouteApi('/app/drc/$dossierId/reponse');

/**
 * /drc/{dossierId}/reponse (step 1): the administration's question, the latest request for information of the
 * dossier's history, the documents that go with the answer, and the answer of a contact assigned to it, on the
 * statechart machines/drcAnswer.machine.ts: a file chosen but not attached blocks the sending, with the reason.
 * Sending it puts the dossier back in examination and tells the manager (the status machine's effect); a stale page gets 409 and reloads.
 */
export function DrcAnswerScreen() {
  const { t } = useTranslation('dossiers');
  const dossier = route.useLoaderData();
  const navigate = useNavigate();
  const submit = useSubmitDrcAnswer();
  const queryClient = useQueryClient();
  const question = informationRequestOf(dossier);
  const [pendingFile, setPendingFile] = useState(false);
  const [unattached, setUnattached] = useState(false);
  // The statechart refuses a sending that would drop a chosen file; the browser says why, beside the button.
  const [snapshot, sendEvent] = useMachine(drcAnswerMachine.provide({ actions: { askToAttachFile: () => setUnattached(true) } }), { inspect });
  const form = useSchemaForm<{ answer: string }, AnswerPayload>(AnswerPayload, { defaultValues: { answer: '' } });
  const unsavedDialog = useUnsavedChangesGuard(form.formState);
  const onPendingFile = useCallback((pending: boolean) => {
    setPendingFile(pending);
    if (!pending) setUnattached(false);
  }, []);
  const send = async ({ answer }: AnswerPayload) => {
    sendEvent({ type: 'SEND', pendingFile });
    if (pendingFile) return;
    try {
      await submit.mutateAsync({ id: dossier.id, version: dossier.version, answer });
      form.reset({ answer: '' });
      sendEvent({ type: 'ANSWERED' });
    } catch (error) {
      sendEvent({ type: 'REFUSED' });
      const failure = failureOf(error);
      if (failure.status === 400 && failure.fields?.[0]) form.setError('answer', { type: 'server', message: failure.fields[0].message });
      else if (failure.status === 409) notifyError(failure.code === 'Conflict' ? t('conflict') : t('invalidTransition'));
    }
  };
  const answered = snapshot.matches('confirmation');
  useEffect(() => {
    if (!answered) return;
    // The confirmation's guard reads the dossier's new status, not the one this page loaded.
    void queryClient
      .refetchQueries({ queryKey: dossierKeys.detail(dossier.id) })
      .then(() => navigate({ to: '/drc/$dossierId/confirmation', params: { dossierId: String(dossier.id) } }));
  }, [answered, dossier.id, navigate, queryClient]);
  return (
    <section aria-labelledby="drc-title" className={styles.drc}>
      <p className={styles.step}>{t('drc.step', { number: 1, count: 2 })}</p>
      <h1 id="drc-title">{t('drc.title', { reference: dossier.reference })}</h1>
      <div className="panel">
        <h2 className="section-title">{t('drc.question')}</h2>
        {question ? (
          <>
            <p className={styles.meta}>{t('drc.askedBy', { auteur: question.auteur ? `${question.auteur.Prenom} ${question.auteur.Nom}` : t('drc.administration'), date: formatDateTime(question.at) })}</p>
            <p className={styles.question}>{question.justification}</p>
          </>
        ) : (
          <p>{t('drc.noQuestion')}</p>
        )}
      </div>
      {dossier.actions.edit && (
        <p className={styles.meta}>
          {t('drc.editHint')}{' '}
          <Link to="/dossiers/$dossierId/modification" params={{ dossierId: String(dossier.id) }}>
            {t('drc.edit')}
          </Link>
        </p>
      )}
      <DrcDocuments dossierId={dossier.id} onPendingFile={onPendingFile} />
      <form className="panel" onSubmit={form.handleSubmit(send)} noValidate aria-labelledby="drc-answer-title">
        <ErrorSummary control={form.control} />
        <h2 id="drc-answer-title" className="section-title">
          {t('drc.answerTitle')}
        </h2>
        <TextAreaField label={t('drc.answer')} hint={t('drc.answerHint')} maxLength={DOSSIER_TEXT_MAX_LENGTH} error={form.formState.errors.answer?.message} {...form.register('answer')} />
        <div className="button-row">
          <Link to="/dossiers/$dossierId/recapitulatif" params={{ dossierId: String(dossier.id) }} className="btn">
            {t('drc.back')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting} aria-describedby={unattached ? 'drc-unattached' : undefined}>
            {t('drc.send')}
          </button>
        </div>
        {unattached && (
          <p id="drc-unattached" role="alert" className={styles.alert}>
            {t('drc.documents.unattached')}
          </p>
        )}
        {unsavedDialog}
      </form>
    </section>
  );
}
