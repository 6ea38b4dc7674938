import { array, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { Instant } from './shapes';
import { codesOf } from '../labelled-codes';

/** Where an outbox message stands, in words (the history's screen and its export say the same). held: kept for the history, never sent (its recipient turned that kind of message off). */
export const OUTBOX_STATUS_LABELS = {
  queued: "En attente d'envoi",
  sent: 'Envoyé',
  failed: "Échec de l'envoi",
  held: "Non envoyé : son destinataire a désactivé ce type d'e-mail",
};
export type OutboxStatus = keyof typeof OUTBOX_STATUS_LABELS;
export const OUTBOX_STATUSES = codesOf(OUTBOX_STATUS_LABELS);

const emailSummaryFields = {
  id: number(),
  createdAt: Instant,
  sentAt: nullable(Instant),
  subject: string(),
  recipient: string(),
  status: enums(OUTBOX_STATUSES),
};

/** A row of the e-mail history (POST /emails). */
export const EmailSummary = object(emailSummaryFields);
export type EmailSummary = Infer<typeof EmailSummary>;

/** One message with its contents (GET /emails/{id}). */
export const EmailMessage = object({ ...emailSummaryFields, body: string(), error: nullable(string()) });
export type EmailMessage = Infer<typeof EmailMessage>;

export const EmailPage = object({ items: array(EmailSummary), total: number(), page: number(), perPage: number() });
export type EmailPage = Infer<typeof EmailPage>;
