import { dataStep } from './DataStep';
import { SpecificitesForm } from './SpecificitesForm';

/** Step 7 of the introduction. */
export const SpecificitesStep = dataStep('specificites', SpecificitesForm);
