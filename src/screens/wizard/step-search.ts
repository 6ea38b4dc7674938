import { create, enums, object, optional, type Infer } from 'superstruct';
import { Id } from '../../../domain/schemas/form-values';
import { BceNumber } from '../../../domain/schemas/organisation-search';

/**
 * The search of a wizard step's address. `retour=recapitulatif`: the step was opened from the recap's
 * "Modifier", and saving it goes back there instead of on to the next step. In the address, so that a
 * reload or the back button keeps it.
 */
const WizardStepSearch = object({
  retour: optional(enums(['recapitulatif'] as const)),
  /** Back from /beneficiaire/add: the organisation just added there, found by its company number and chosen. */
  beneficiaireAjoute: optional(Id),
  bce: optional(BceNumber),
});
export type WizardStepSearch = Infer<typeof WizardStepSearch>;
export type WizardReturn = NonNullable<WizardStepSearch['retour']>;

/** A hand-edited search is dropped rather than failing the step. */
export function parseWizardStepSearch(search: Record<string, unknown>): WizardStepSearch {
  try {
    const known = Object.fromEntries(['retour', 'beneficiaireAjoute', 'bce'].filter((key) => search[key] !== undefined).map((key) => [key, String(search[key])]));
    return create(known, WizardStepSearch);
  } catch {
    return {};
  }
}
