import { enums, type Infer } from 'superstruct';

/**
 * What a remark of a dossier's history is, so the remarks tab can tell them apart: the administration's
 * request for information (askText), the beneficiary's message to its provider (message), an answer to a
 * request, or the justification of a decision.
 */
export const RemarkKind = enums(['askText', 'message', 'answer', 'justification']);
export type RemarkKind = Infer<typeof RemarkKind>;
