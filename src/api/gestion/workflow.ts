import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORKFLOW_MOVE_PATHS, type WorkflowMove } from '../../../machines/managerWorkflow.state';
import { api } from '../client';
import { useDossierMutation } from '../wizard/mutation';
import type { Gestionnaire } from '../../../domain/wire/dossiers';

/** GET /gestion/gestionnaires: the contacts a dossier can be assigned to. */
export const gestionnairesQuery = queryOptions({
  queryKey: ['gestion', 'gestionnaires'],
  queryFn: () => api<Gestionnaire[]>('/gestion/gestionnaires'),
  staleTime: 5 * 60_000,
});

export function useGestionnaires() {
  return useQuery(gestionnairesQuery);
}

/** POST /gestion/dossiers/{id}/assign: the dossier goes to that manager; its follow-up starts over. */
export function useAssignDossier(dossierId: number) {
  return useDossierMutation(({ gestionnaireId, version }: { gestionnaireId: number; version: number }) =>
    api<{ id: number }>(`/gestion/dossiers/${dossierId}/assign`, { method: 'POST', body: { gestionnaireId, version } }),
  );
}

/** POST /gestion/dossiers/{id}/workflow/{move}: the assigned manager moves the dossier's step. */
export function useWorkflowMove(dossierId: number) {
  return useDossierMutation(({ move, version }: { move: WorkflowMove; version: number }) =>
    api<{ id: number }>(`/gestion/dossiers/${dossierId}/workflow/${WORKFLOW_MOVE_PATHS[move]}`, { method: 'POST', body: { version } }),
  );
}
