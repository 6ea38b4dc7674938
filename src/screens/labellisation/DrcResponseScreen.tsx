import { useMachine } from '@xstate/react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DemandeTextPayload, LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { useDemandeAction } from '../../api/labellisation/act';
import { useDemandeDetail } from '../../api/labellisation/detail';
import { TextAreaField } from '../../forms/TextAreaField';
import { TYPE_DOCUMENT_REPONSE_DRC } from '../../../domain/documents';
import { LABELLISATION_DRC_STEPS, labellisationDrcMachine } from '../../../machines/labellisationDrc.machine';
import { formatDateTime } from '../../i18n/format';
import { inspect } from '../../machines-inspection';
import { DemandeDocuments } from './DemandeDocuments';
import { StepList } from './StepList';
import { useActionFeedback } from './useActionFeedback';
import { demandeRoute } from './demande-route';
import styles from './Labellisation.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/** The administration's last question on the request: the text of its latest OPEN_DRC. */
const questionOf = (demande: DemandeDetail) => demande.historique.filter((h) => h.event === 'OPEN_DRC').at(-1) ?? null;

/**
 * drc-response/{demandeId} (spec section 2, 2 steps: the answer, then its confirmation): the contact assigned to a
 * labellisation request in DRC (its route lets in only a caller the request offers `answerDrc`) answers the
 * administration's request for more information, with documents; the answer sends the request back to examination.
 */
export function DrcResponseScreen() {
  const { t } = useTranslation('labellisation');
  const { demandeId } = useParams({ strict: false });
  const detail = useDemandeDetail(Number(demandeId));
  const act = useDemandeAction(Number(demandeId));
  const feedback = useActionFeedback();
  const [snapshot, send] = useMachine(labellisationDrcMachine, { inspect });
  const sent = snapshot.value === 'confirmation';
  const form = useSchemaForm<{ texte: string }>(DemandeTextPayload, { defaultValues: { texte: '' } });
  const demande = detail.data;
  if (!demande) return null;
  const question = questionOf(demande);
  const request = demandeRoute(demande);

  const submit = form.handleSubmit(({ texte }) =>
    act.mutate(
      { action: 'answerDrc', body: { texte, version: demande.version } },
      {
        onSuccess: () => {
          feedback.done('answerDrc', demande.reference);
          send({ type: 'ANSWER', texte });
        },
        onError: (error) => feedback.failed(error),
      },
    ),
  );

  return (
    <section className={`${styles.page} ${styles.card}`} aria-labelledby="drc-response-title">
      <Link {...request}>{t('drcResponse.back', { reference: demande.reference })}</Link>
      <h1 id="drc-response-title">{t('drcResponse.title', { reference: demande.reference })}</h1>
      <StepList steps={LABELLISATION_DRC_STEPS} current={snapshot.value} />
      {sent ? (
        <div className="panel" role="status">
          <p className={styles.success}>{t('drcResponse.sent', { reference: demande.reference })}</p>
          <Link {...request} className="btn btn-primary">
            {t('create.view')}
          </Link>
        </div>
      ) : (
        <>
          <div className="panel">
            <h2>{t('drcResponse.question')}</h2>
            {question ? (
              <blockquote className={styles.question}>
                <p>{question.texte}</p>
                <footer className="muted">
                  {t('drcResponse.askedOn', { at: formatDateTime(question.at), auteur: question.auteur ? `${question.auteur.prenom} ${question.auteur.nom}` : '' })}
                </footer>
              </blockquote>
            ) : null}
          </div>
          <section className="panel" aria-labelledby="drc-documents-title">
            <h2 id="drc-documents-title">{t('drcResponse.documents')}</h2>
            <DemandeDocuments demandeId={demande.id} kind="drc" documents={demande.documents.filter((d) => d.typeCode === TYPE_DOCUMENT_REPONSE_DRC && d.supprimable)} />
          </section>
          <form className="panel" noValidate onSubmit={(event) => void submit(event)}>
            <ErrorSummary control={form.control} />
            <TextAreaField label={t('drcResponse.answer')} rows={6} maxLength={LABELLISATION_TEXT_MAX_LENGTH} error={form.formState.errors.texte?.message} {...form.register('texte')} />
            <div className="button-row">
              <Link {...request} className="btn">
                {t('wizard.cancel')}
              </Link>
              <button type="submit" className="btn btn-primary" disabled={act.isPending} aria-busy={act.isPending || undefined}>
                {t('act.answerDrc.confirm')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
