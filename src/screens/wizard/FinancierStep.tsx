import { dataStep } from './DataStep';
import { FinancierForm } from './FinancierForm';

/** Step 6 of the introduction. */
export const FinancierStep = dataStep('financier', FinancierForm);
