import { create, enums, object, optional, type Infer } from 'superstruct';

/**
 * The search of a wizard step's address. `retour=recapitulatif`: the step was opened from the recap's
 * "Modifier", and saving it goes back there instead of on to the next step. In the address, so that a
 * reload or the back button keeps it.
 */
const WizardStepSearch = object({ retour: optional(enums(['recapitulatif'] as const)) });
export type WizardStepSearch = Infer<typeof WizardStepSearch>;
export type WizardReturn = NonNullable<WizardStepSearch['retour']>;

/** A hand-edited search is dropped rather than failing the step. */
export function parseWizardStepSearch(search: Record<string, unknown>): WizardStepSearch {
  try {
    return create(search.retour === undefined ? {} : { retour: search.retour }, WizardStepSearch);
  } catch {
    return {};
  }
}
