import { and, eq } from 'drizzle-orm';
import { organisations, xContacts } from '../../server/db/schema/index';
import { post, type ProbeContext, type Probe, type Target } from './matrix-probe-kit';

/**
 * A fresh organisation of the target's type whose contacts are the target's, each with the same validated
 * link: a deletion then removes this twin alone, and the target serves the other probes unchanged.
 */
async function twinOf({ t }: ProbeContext, target: Target) {
  const db = t.database.db;
  const [original] = await db.select().from(organisations).where(eq(organisations.id, target.owner));
  const [twin] = await db
    .insert(organisations)
    .values({ typeOrganisationId: original!.typeOrganisationId, nomLong: `${original!.nomLong} (double)`, plateformeId: original!.plateformeId })
    .returning();
  const links = await db.select().from(xContacts).where(and(eq(xContacts.organisationId, target.owner), eq(xContacts.actif, true)));
  if (links.length > 0) {
    await db.insert(xContacts).values(links.map(({ contactId, typeContactId, typeOrganisationId, validationStatus }) => ({ contactId, typeContactId, typeOrganisationId, validationStatus, organisationId: twin!.id })));
  }
  return twin!;
}

/** DELETE_ORGANISATION, on a twin of the target (server/services/organisations/delete.ts). */
export const DELETE_ORGANISATION_PROBE: Probe = {
  sides: ['prestataire', 'beneficiaire'],
  refusal: 403,
  run: async (ctx, target, authorization) => {
    const twin = await twinOf(ctx, target);
    return post(ctx, authorization, `/api/organisations/${twin.id}/delete`, { version: twin.version });
  },
};
