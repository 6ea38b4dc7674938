import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabellisationDashboard } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

/** GET /labellisation/dashboard: the caller's providers with their labels, or how many requests wait for a decider. */
export const labellisationDashboardQuery = () =>
  queryOptions({ queryKey: labellisationKeys.dashboard(), queryFn: () => api<LabellisationDashboard>('/labellisation/dashboard') });

export function useLabellisationDashboard() {
  return useQuery(labellisationDashboardQuery());
}
