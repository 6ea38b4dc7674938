import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailListFilter } from '../../../domain/schemas/emails';
import type { EmailMessage, EmailPage } from '../../../domain/wire/emails';
import { api } from '../client';

const emailKeys = { list: (filter: Partial<EmailListFilter>) => ['emails', 'list', filter] as const, detail: (id: number) => ['emails', 'detail', id] as const };

/** POST /emails: a page of the e-mail history, newest first. */
export const useEmailHistory = (filter: Partial<EmailListFilter>) =>
  useQuery(queryOptions({ queryKey: emailKeys.list(filter), queryFn: () => api<EmailPage>('/emails', { method: 'POST', body: filter }), placeholderData: keepPreviousData }));

/** GET /emails/{id}: one message with its contents. */
export const useEmailMessage = (id: number | null) =>
  useQuery({ queryKey: emailKeys.detail(id ?? 0), queryFn: () => api<EmailMessage>(`/emails/${id}`), enabled: id !== null });
