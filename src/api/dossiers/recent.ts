import { dossierListQuery } from './list';

/** The dashboard's "5 most recent dossiers" (spec sections 2 and 9). */
export const RECENT_DOSSIERS = 5;

/** Asked for by home's route beside the screen's code (src/routes/app.tsx), read by the screen under the same key. */
export const recentDossiersQuery = () => dossierListQuery({ page: 1, perPage: RECENT_DOSSIERS, sort: { field: 'createdAt', direction: 'desc' } });
