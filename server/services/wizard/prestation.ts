import { and, inArray } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import { invalidFields } from '../../../domain/errors';
import { subcontractorOrganisation } from '../subcontractors/search';
import type { ConfigurePrestationPayload } from '../../../domain/schemas/wizard';
import type { DossierPatch, StepContext } from './save-step';

/**
 * Step 5, POST /dossiers/{id}/configure-prestation. A subcontractor chosen among the platform's companies
 * (search-sous-traitant) keeps its own name; one from the company register or typed by hand has only a name.
 */
export function applyPrestation({ version: _version, sousTraitants, ...prestation }: ConfigurePrestationPayload) {
  return async ({ tx }: StepContext): Promise<DossierPatch> => {
    const ids = sousTraitants.flatMap((s) => (s.organisationId === undefined ? [] : [s.organisationId]));
    const known = ids.length
      ? await tx
          .select({ id: organisations.id, nom: organisations.nomLong })
          .from(organisations)
          .where(and(inArray(organisations.id, ids), subcontractorOrganisation))
      : [];
    const names = new Map(known.map((o) => [o.id, o.nom]));
    const unknown = sousTraitants.flatMap((s, i) =>
      s.organisationId !== undefined && !names.has(s.organisationId) ? [{ field: `sousTraitants.${i}.organisationId`, message: 'Sous-traitant inconnu.' }] : [],
    );
    if (unknown.length > 0) throw invalidFields(unknown);
    return {
      ...prestation,
      sousTraitants: sousTraitants.map((s) => (s.organisationId === undefined ? { nom: s.nom } : { organisationId: s.organisationId, nom: names.get(s.organisationId)! })),
    };
  };
}
