import { useCallback, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before a form's unsaved changes are lost: every navigation of the app (a link, the menu, the
 * browser's back button, the wizard's "Précédent") waits for the user's answer in the app's dialog, and
 * closing or reloading the tab gets the browser's own question. Takes the react-hook-form state; returns
 * the dialog to render.
 */
export function useUnsavedChangesGuard({ isDirty, isSubmitting }: { isDirty: boolean; isSubmitting: boolean }): ReactNode {
  const { t } = useTranslation('common');
  // A save that succeeds moves on before the form learns its saved values: that move is never held back.
  const unsaved = isDirty && !isSubmitting;
  // Read when a navigation starts, which may be before this render's effects ran: the latest value counts.
  const latest = useRef(unsaved);
  useEffect(() => {
    latest.current = unsaved;
  }, [unsaved]);
  // Stable, so that the router keeps one blocker for the form's lifetime.
  const isUnsaved = useCallback(() => latest.current, []);
  const blocker = useBlocker({ shouldBlockFn: isUnsaved, enableBeforeUnload: isUnsaved, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  // The dialog's own form sits outside the guarded form in the page, and its answer does not bubble up
  // to it through React either: answering must never submit the guarded form.
  return createPortal(
    <div onSubmit={stopSubmit}>
      <ConfirmDialog
        title={t('unsaved.title')}
        text={t('unsaved.text')}
        confirmLabel={t('unsaved.leave')}
        tone="danger"
        cancelLabel={t('unsaved.stay')}
        onConfirm={blocker.proceed}
        onClose={blocker.reset}
      />
    </div>,
    document.body,
  );
}

const stopSubmit = (event: FormEvent) => event.stopPropagation();
