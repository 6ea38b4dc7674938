import { useEffect, useRef, useState } from 'react';

/**
 * Opens a native <dialog> as a modal while the component is on the page (the page behind inert, focus kept
 * inside, Escape closing it), and gives the focus back to what had it when the dialog opened, also when the
 * dialog leaves the page without closing (the action done). Shared by ConfirmDialog and FormDialog.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return ref;
}
