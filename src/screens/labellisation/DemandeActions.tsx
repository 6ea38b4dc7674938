import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEMANDE_ACTIONS, type DemandeAction } from '../../../machines/access/labellisationAccess';
import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import { LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { useDemandeAction, type DemandeActionBody } from '../../api/labellisation/act';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { AvisDialog } from './AvisDialog';
import { useActionFeedback } from './useActionFeedback';
import styles from './Labellisation.module.css';

/** Actions that end or deny something: their confirmation button is red and the focus starts on the way back. */
const DANGER: readonly DemandeAction[] = ['cancel', 'refuse', 'closeWithoutFollowUp', 'archive'];

/**
 * The actions the server offers the caller on this request now (its `actions`: the same rules it applies), in
 * the table's order: the provider's cancel and DRC answer, a centre's opinion, the administration's DRC,
 * validation, refusal, closing and archiving. Each asks first; one with a text asks for it there.
 */
export function DemandeActions({ demande }: { demande: DemandeDetail }) {
  const { t } = useTranslation('labellisation');
  const [open, setOpen] = useState<DemandeAction | null>(null);
  const act = useDemandeAction(demande.id);
  const feedback = useActionFeedback();
  const offered = (Object.keys(DEMANDE_ACTIONS) as DemandeAction[]).filter((action) => demande.actions[action]);
  // A competence validation's decision grants competences, not a label: its texts say so where they differ.
  const context = demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE ? 'competence' : undefined;
  if (offered.length === 0) return null;

  const send = (action: DemandeAction, body: DemandeActionBody) =>
    act.mutate(
      { action, body },
      {
        onSuccess: () => {
          feedback.done(action, demande.reference, context);
          setOpen(null);
        },
        onError: (error) => {
          feedback.failed(error);
          setOpen(null);
        },
      },
    );

  const dialog = () => {
    if (!open) return null;
    const { text } = DEMANDE_ACTIONS[open];
    if (text === 'opinion') {
      return <AvisDialog reference={demande.reference} busy={act.isPending} onSubmit={(avis) => send(open, { ...avis, version: demande.version })} onClose={() => setOpen(null)} />;
    }
    return (
      <ConfirmDialog
        title={t(`act.${open}.title`, { reference: demande.reference })}
        text={t(`act.${open}.text`, { context })}
        tone={DANGER.includes(open) ? 'danger' : 'default'}
        confirmLabel={t(`act.${open}.confirm`)}
        cancelLabel={t('act.back')}
        justificationLabel={text === 'none' ? undefined : t(`act.text.${text}`)}
        justificationMaxLength={LABELLISATION_TEXT_MAX_LENGTH}
        requiredMessage={t('common:required')}
        busy={act.isPending}
        onConfirm={(texte) => send(open, text === 'none' ? { version: demande.version } : { texte, version: demande.version })}
        onClose={() => setOpen(null)}
      />
    );
  };

  return (
    <section className={`panel ${styles.card}`} aria-labelledby="demande-actions-title">
      <h2 id="demande-actions-title">{t('act.title')}</h2>
      <div className={styles.actions}>
        {offered.map((action) =>
          // The answer to a DRC has its own screen (spec section 2: drc-response/{demandeId}).
          action === 'answerDrc' ? (
            <Link key={action} to="/labellisation/drc-response/$demandeId" params={{ demandeId: String(demande.id) }} className="btn btn-primary">
              {t(`act.${action}.label`)}
            </Link>
          ) : (
            <button key={action} type="button" className={`btn ${DANGER.includes(action) ? 'btn-danger' : action === offered[0] ? 'btn-primary' : ''}`} onClick={() => setOpen(action)}>
              {t(`act.${action}.label`)}
            </button>
          ),
        )}
      </div>
      {dialog()}
    </section>
  );
}
