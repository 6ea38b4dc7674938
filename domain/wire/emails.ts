/** Where an outbox message stands. held: kept for the history, never sent (its recipient turned that kind of message off). */
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'held';

/** Where a message stands, in words: the history's screen and its export say the same. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "En attente d'envoi",
  sent: 'Envoyé',
  failed: "Échec de l'envoi",
  held: "Non envoyé : son destinataire a désactivé ce type d'e-mail",
};

/** A row of the e-mail history (POST /emails). */
export interface EmailSummary {
  id: number;
  createdAt: string;
  sentAt: string | null;
  subject: string;
  recipient: string;
  status: OutboxStatus;
}

/** One message with its contents (GET /emails/{id}). */
export interface EmailMessage extends EmailSummary {
  body: string;
  error: string | null;
}

export interface EmailPage {
  items: EmailSummary[];
  total: number;
  page: number;
  perPage: number;
}
