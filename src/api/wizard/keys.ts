import { dossierKeys } from '../dossiers/list';

/**
 * Query keys of the wizards' look-ups. Those about one dossier sit under the dossiers' key, so that every
 * change to a dossier (which invalidates `dossierKeys.all`) refreshes them too.
 */
export const wizardKeys = {
  typesAide: ['types-aide'] as const,
  dossier: (dossierId: number) => [...dossierKeys.all, 'wizard', dossierId] as const,
  availableCompetences: (dossierId: number) => [...wizardKeys.dossier(dossierId), 'available-competences'] as const,
  consumption: (dossierId: number) => [...wizardKeys.dossier(dossierId), 'consumption'] as const,
  isValid: (dossierId: number) => [...wizardKeys.dossier(dossierId), 'is-valid'] as const,
  possiblePreviousDossiers: (dossierId: number) => [...wizardKeys.dossier(dossierId), 'possible-previous-dossiers'] as const,
  typesDocumentIntro: (dossierId: number) => [...wizardKeys.dossier(dossierId), 'types-document', 'intro-dossier'] as const,
  availableExperts: (dossierId: number, competenceIds: readonly number[]) =>
    [...wizardKeys.dossier(dossierId), 'available-experts', [...competenceIds].sort((a, b) => a - b)] as const,
  availablePrestataires: (dossierId: number, recherche: string) => [...wizardKeys.dossier(dossierId), 'available-prestataires', recherche] as const,
};

/** Look-ups about organisations, not about one dossier. */
export const organisationKeys = {
  all: ['organisations'] as const,
  availableBeneficiaires: (query: object) => [...organisationKeys.all, 'available-beneficiaires', query] as const,
  beneficiaireEligibility: (organisationId: number, adresseId: number | null) =>
    [...organisationKeys.all, 'is-beneficiaire-eligible', organisationId, adresseId] as const,
  prestataireEligibility: (organisationId: number) => [...organisationKeys.all, 'is-prestataire-eligible', organisationId] as const,
  searchSousTraitant: (recherche: string) => [...organisationKeys.all, 'search-sous-traitant', recherche] as const,
  searchBce: (query: object) => [...organisationKeys.all, 'searchBCE', query] as const,
  bceLookup: (bce: string) => ['services', 'bce-lookup', bce] as const,
};
