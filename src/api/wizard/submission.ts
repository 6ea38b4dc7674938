import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { VersionPayload } from '../../../domain/schemas/dossiers';
import { useDossierMutation } from './mutation';

/**
 * POST /dossiers/{id}/validate: the recap (step 8) validates the introduction, which locks its data (saved
 * step DossierUpload). An incomplete dossier is refused with 400 ValidationError whose `fields` are what
 * GET /is-valid lists (`field` = "<screen>.<field>").
 */
export function validateDossier(dossierId: number, payload: VersionPayload = {}): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/validate`, { method: 'POST', body: payload });
}

export function useValidateDossier(dossierId: number) {
  return useDossierMutation((payload: VersionPayload) => validateDossier(dossierId, payload));
}

/**
 * POST /dossiers/{id}/confirm-documents: the documents (step 9) submit the introduction, by an Authority of
 * the provider only; it moves to examination. Refused with 400 ValidationError (field "documents") while a
 * mandatory document type has no document.
 */
export function confirmDocuments(dossierId: number, payload: VersionPayload = {}): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/confirm-documents`, { method: 'POST', body: payload });
}

export function useConfirmDocuments(dossierId: number) {
  return useDossierMutation((payload: VersionPayload) => confirmDocuments(dossierId, payload));
}
