import { useState } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { DemandeTextPayload, LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { useDemandeAction } from '../../api/labellisation/act';
import { useDemandeDetail } from '../../api/labellisation/detail';
import { TextAreaField } from '../../forms/TextAreaField';
import { formatDateTime } from '../../i18n/format';
import { StepList } from './StepList';
import { useActionFeedback } from './useActionFeedback';
import styles from './Labellisation.module.css';

/** Spec section 2 (drc-response/{demandeId}, 2 steps): the answer, then its confirmation. */
const STEPS = ['answer', 'sent'] as const;

/** The administration's last question on the request: the text of its latest OPEN_DRC. */
const questionOf = (demande: DemandeDetail) => demande.historique.filter((h) => h.event === 'OPEN_DRC').at(-1) ?? null;

/**
 * drc-response/{demandeId}: the provider answers the administration's request for more information on a
 * labellisation request in DRC (its route lets in only a caller the request offers `answerDrc`); the answer
 * sends the request back to examination.
 */
export function DrcResponseScreen() {
  const { t } = useTranslation('labellisation');
  const { demandeId } = useParams({ strict: false });
  const detail = useDemandeDetail(Number(demandeId));
  const act = useDemandeAction(Number(demandeId));
  const feedback = useActionFeedback();
  const [sent, setSent] = useState(false);
  const form = useForm<{ texte: string }>({ resolver: superstructResolver(DemandeTextPayload, { coerce: true }), defaultValues: { texte: '' } });
  const demande = detail.data;
  if (!demande) return null;
  const question = questionOf(demande);
  const request = { to: '/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId', params: { prestataireId: String(demande.organisation.id), demandeId: String(demande.id) } } as const;

  const submit = form.handleSubmit(({ texte }) =>
    act.mutate(
      { action: 'answerDrc', body: { texte, version: demande.version } },
      {
        onSuccess: () => {
          feedback.done('answerDrc', demande.reference);
          setSent(true);
        },
        onError: (error) => feedback.failed(error),
      },
    ),
  );

  return (
    <section className={`${styles.page} ${styles.card}`} aria-labelledby="drc-response-title">
      <Link {...request}>{t('drcResponse.back', { reference: demande.reference })}</Link>
      <h1 id="drc-response-title">{t('drcResponse.title', { reference: demande.reference })}</h1>
      <StepList steps={STEPS} current={sent ? 'sent' : 'answer'} />
      {sent ? (
        <div className="panel" role="status">
          <p className={styles.success}>{t('drcResponse.sent', { reference: demande.reference })}</p>
          <Link {...request} className="btn btn-primary">
            {t('create.view')}
          </Link>
        </div>
      ) : (
        <form className="panel" noValidate onSubmit={(event) => void submit(event)}>
          <h2>{t('drcResponse.question')}</h2>
          {question ? (
            <blockquote className={styles.question}>
              <p>{question.texte}</p>
              <footer className="muted">
                {t('drcResponse.askedOn', { at: formatDateTime(question.at), auteur: question.auteur ? `${question.auteur.prenom} ${question.auteur.nom}` : '' })}
              </footer>
            </blockquote>
          ) : null}
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
      )}
    </section>
  );
}
