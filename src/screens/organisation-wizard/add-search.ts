import { normaliseBce } from '../../../domain/validators/bce';

/**
 * The search of /beneficiaire/add: `bce`, a company number to look up at once (the dossier wizard's
 * "Ajouter cette entreprise"), and `retourDossier`, the dossier wizard's beneficiary step to go back to once the
 * organisation exists. Only a wizard's beneficiary step is a place to return to: never another site.
 */
export interface OrganisationAddSearch {
  bce?: string;
  retourDossier?: string;
}

const RETURN_PATH = /^\/(introduction|initiation)-dossier\/\d{1,10}\/beneficiaire$/;

export function parseOrganisationAddSearch(search: Record<string, unknown>): OrganisationAddSearch {
  const bce = normaliseBce(search.bce) ?? undefined;
  const retour = typeof search.retourDossier === 'string' && RETURN_PATH.test(search.retourDossier) ? search.retourDossier : undefined;
  return { ...(bce ? { bce } : {}), ...(retour ? { retourDossier: retour } : {}) };
}
