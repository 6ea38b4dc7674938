import type { Infer } from 'superstruct';
import { atVersion, Id, Text } from './form-values';
import { LABELLISATION_TEXT_MAX_LENGTH } from './labellisation';

/** Payloads of the completion wizard of a labellisation request (README, Labellisation; our paths). */

export const LABELLISATION_REFERENCES_MAX_LENGTH = 4000;

/** POST /labellisation/demandes/{id}/completion/contact: the contact who follows the request (step 1). */
export const CompletionContactPayload = atVersion({ contactId: Id });
export type CompletionContactPayload = Infer<typeof CompletionContactPayload>;

/** POST /labellisation/demandes/{id}/completion/specific: its presentation and the references that back it (step 2). */
export const CompletionSpecificPayload = atVersion({
  commentaire: Text(LABELLISATION_TEXT_MAX_LENGTH),
  references: Text(LABELLISATION_REFERENCES_MAX_LENGTH),
});
export type CompletionSpecificPayload = Infer<typeof CompletionSpecificPayload>;
