import { dataStep } from './DataStep';
import { PrestationForm } from './PrestationForm';

/** Step 5 of the introduction. */
export const PrestationStep = dataStep('prestation', PrestationForm);
