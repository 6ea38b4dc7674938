import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { TypeDocumentIntro } from '../../../domain/wire/wizard';
import { wizardKeys } from './keys';

/** GET /dossiers/{id}/types-document/intro-dossier: the document types of the introduction, mandatory or not, and how many are uploaded. */
export function fetchTypesDocumentIntro(dossierId: number): Promise<TypeDocumentIntro[]> {
  return api<TypeDocumentIntro[]>(`/dossiers/${dossierId}/types-document/intro-dossier`);
}

export const typesDocumentIntroQuery = (dossierId: number) =>
  queryOptions({ queryKey: wizardKeys.typesDocumentIntro(dossierId), queryFn: () => fetchTypesDocumentIntro(dossierId) });

export function useTypesDocumentIntro(dossierId: number) {
  return useQuery(typesDocumentIntroQuery(dossierId));
}
