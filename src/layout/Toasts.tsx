import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_VISIBLE_TOASTS } from './notify';

/** At most 10 toasts at once: the oldest visible ones are dismissed first. Hover pauses (react-hot-toast). */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return <Toaster position="top-right" containerStyle={{ top: 72 }} toastOptions={{ ariaProps: { role: 'status', 'aria-live': 'polite' } }} />;
}
