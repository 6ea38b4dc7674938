import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosingDay } from '../../../domain/schemas/closing-days';
import { api, create } from '../client';
import { dossierKeys } from '../dossiers/list';

const closingDaysKey = ['closing-days'] as const;

/** GET /closing-days: the platform's closing days, in day order. */
export const closingDaysQuery = () => queryOptions({ queryKey: closingDaysKey, queryFn: () => api<ClosingDay[]>('/closing-days') });

export const useClosingDays = () => useQuery(closingDaysQuery());

export type ClosingDayCall = { kind: 'add'; body: ClosingDay } | { kind: 'delete'; day: string };

/** Adds or removes a closing day (a manager's); the deadlines every list shows change with them. */
export function useClosingDayCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ClosingDayCall) =>
      call.kind === 'add'
        ? create<ClosingDay[]>('/gestion/closing-days/add', call.body)
        : api<ClosingDay[]>('/gestion/closing-days/delete', { method: 'POST', body: { day: call.day } }),
    onSuccess: (days) => {
      queryClient.setQueryData(closingDaysKey, days);
      return queryClient.invalidateQueries({ queryKey: dossierKeys.lists });
    },
  });
}
