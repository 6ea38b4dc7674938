import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../api/errors';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteAfterAskingProps {
  /** The button's, the dialog's and the refusal's words, in the screen's own catalogue. */
  texts: { button: string; title: string; text: string; confirm: string; cancel: string; refused: string };
  /** Deletes; a rejection is the server's refusal, shown where the button is. */
  onConfirm: () => Promise<unknown>;
  refusalClassName?: string;
}

/**
 * A deletion asked first (spec: anything irreversible is confirmed): the danger button, its dialog, and the server's
 * refusal (a contact still linked, an organisation with dossiers) beside the button when it comes.
 */
export function DeleteAfterAsking({ texts, onConfirm, refusalClassName }: DeleteAfterAskingProps) {
  const { t } = useTranslation('errors');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setRefusal(failureOf(error).message ?? t('generic'));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        {texts.button}
      </button>
      {refusal && (
        <p className={refusalClassName} role="alert">
          <strong>{texts.refused} : </strong>
          {refusal}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={texts.title}
          text={texts.text}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          tone="danger"
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
