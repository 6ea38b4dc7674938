import { queryOptions } from '@tanstack/react-query';
import { STATECHART_SETTINGS_PATH, type StatechartSettings } from '../../../domain/wire/statecharts';
import { api } from '../client';

/** GET /statecharts/settings: the legal delays the studio's texts name, as the server runs them; read once a visit. */
export const statechartSettingsQuery = queryOptions({
  queryKey: ['statechart-settings'],
  queryFn: () => api<StatechartSettings>(STATECHART_SETTINGS_PATH),
  staleTime: Infinity,
});
