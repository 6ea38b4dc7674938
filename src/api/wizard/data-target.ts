/**
 * Where a dossier's information is saved: by the introduction's step calls (POST /dossiers/{id}/configure-*),
 * or by the dossier-edit screen's while the administration waits for information (POST /dossiers/{id}/edit/*,
 * statuses 5 and 9). The payloads and the rules are the same.
 */
export type DossierDataTarget = 'introduction' | 'edit';

export type DossierDataPart = 'prestation' | 'financier' | 'specificites';

export function dossierDataPath(dossierId: number, part: DossierDataPart, target: DossierDataTarget): string {
  return target === 'edit' ? `/dossiers/${dossierId}/edit/${part}` : `/dossiers/${dossierId}/configure-${part}`;
}

/** The documents' calls: the introduction's, or those of the dossier-edit screen (removable until the answer is sent). */
export function documentsPath(dossierId: number, target: DossierDataTarget): string {
  return target === 'edit' ? `/dossiers/${dossierId}/edit` : `/dossiers/${dossierId}`;
}
