import { queryOptions } from '@tanstack/react-query';
import type { ServiceReport } from '../../../domain/wire/service-report';
import { api } from '../client';

/** Under the dossiers' key: whatever changes a dossier refreshes its report too. */
export const reportKey = (id: number) => ['dossiers', 'report', id] as const;

/** GET /dossiers/{id}/report: the service report as its screens show it (apart from its calls, for the routes). */
export const serviceReportQuery = (id: number) => queryOptions({ queryKey: reportKey(id), queryFn: () => api<ServiceReport>(`/dossiers/${id}/report`) });
