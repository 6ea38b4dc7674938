import { create } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { AddDossierPayload } from '../../../domain/schemas/wizard';
import { useDossierMutation } from './mutation';

/**
 * POST /dossiers/add: the setup screen creates the dossier with the chosen voucher, at step 1. As provider
 * it opens an introduction (the caller's provider organisation becomes the dossier's), as beneficiary an
 * initiation; `organisationId` picks the organisation when the caller files for several.
 */
export function addDossier(payload: AddDossierPayload): Promise<DossierDetail> {
  return create<DossierDetail>('/dossiers/add', payload);
}

export function useAddDossier() {
  return useDossierMutation(addDossier);
}
