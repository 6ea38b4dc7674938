import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A wizard whose statechart runs in the page while its step lives in the address. The wizard moves the address
 * when its machine moves and says so with `shown`; an address it did not make (a reload, the back button, a link)
 * changes `generation`, the key that restarts the wizard where the address restores its machine.
 */
export function useAddressedRestart<S extends string>(addressStep: S) {
  const [generation, setGeneration] = useState(0);
  const current = useRef(addressStep);
  useEffect(() => {
    if (addressStep === current.current) return;
    current.current = addressStep;
    setGeneration((g) => g + 1);
  }, [addressStep]);
  const shown = useCallback((step: S) => void (current.current = step), []);
  return { generation, shown };
}
