import type { InspectionEvent } from 'xstate';

/**
 * The `inspect` option of every actor the app creates: the inspector a test page defines before the app loads
 * (the browser journeys record their transitions with it, test/e2e/support/machine-recording.ts), else none.
 * The recording lives in the test support: the first page's JavaScript carries this one read.
 */
export const inspect = (globalThis as { __inspectMachines?: (event: InspectionEvent) => void }).__inspectMachines;
