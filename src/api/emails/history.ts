import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailListFilter } from '../../../domain/schemas/emails';
import { api } from '../client';

export interface EmailSummary {
  id: number;
  createdAt: string;
  sentAt: string | null;
  subject: string;
  recipient: string;
  /** held: kept here, never sent (its recipient turned that kind of e-mail off). */
  status: 'queued' | 'sent' | 'failed' | 'held';
}

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

const emailKeys = { list: (filter: Partial<EmailListFilter>) => ['emails', 'list', filter] as const, detail: (id: number) => ['emails', 'detail', id] as const };

/** POST /emails: a page of the e-mail history, newest first. */
export const useEmailHistory = (filter: Partial<EmailListFilter>) =>
  useQuery(queryOptions({ queryKey: emailKeys.list(filter), queryFn: () => api<EmailPage>('/emails', { method: 'POST', body: filter }), placeholderData: keepPreviousData }));

/** GET /emails/{id}: one message with its contents. */
export const useEmailMessage = (id: number | null) =>
  useQuery({ queryKey: emailKeys.detail(id ?? 0), queryFn: () => api<EmailMessage>(`/emails/${id}`), enabled: id !== null });
