import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLinkHistory, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien, type EtatLienId } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { contactLinkMachine } from '../../machines/contactLink.machine';
import { EVENT_BY_DECISION, stateToEtatLien } from '../../machines/contactLink.state';
import type { ContactLinkEvent } from '../../machines/contactLink.types';
import { contactLinkModel, DECIDERS } from '../../model-tests/contactLink.model';
import { describeStep } from '../../model-tests/steps';
import { walk, type WalkedStep } from '../../model-tests/walk';
import { createContact } from '../support/contacts';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { distinctBeginnings, playWalks } from '../support/walk-driver';

/**
 * The contact-link walks of model-tests/, played against the server: each decision posted to
 * /organisations/{orgId}/contact/{id}/validate by a real contact in the situation of the walk's caller
 * (the demo provider's Authority, its Reference, an Authority whose own link waits, another provider's
 * Authority), and the stored link read back after each step.
 */

const paths = walk(contactLinkMachine, contactLinkModel);

let t: TestApp;
let p: DemoParties;
type Decider = keyof typeof DECIDERS;
const deciders = {} as Record<Decider, { authorization: string; contactId: number }>;
let links = 0;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  const pending = await createContact(t, 'walk.pending.authority', [Droit.Prestataire]);
  await t.database.db.insert(xContacts).values({
    contactId: pending,
    organisationId: p.prestataire,
    typeContactId: TypeContact.AUTORITE,
    typeOrganisationId: TypeOrganisation.PRESTATAIRE,
    validationStatus: StatutValidationLien.EN_ATTENTE,
  });
  const other = await createOutsiderProvider(t, 'walk.other.authority');
  const signIn = async (login: string, contactId: number) => ({ authorization: (await t.login(login, Droit.Prestataire)).authorization, contactId });
  deciders.authority = await signIn('demo.presta', p.presta);
  deciders.reference = await signIn('demo.reference', p.reference);
  deciders.pendingAuthority = await signIn('walk.pending.authority', pending);
  deciders.otherOrganisationAuthority = await signIn('walk.other.authority', other.contactId);
});
afterAll(() => t.close());

/** A new contact's link with the demo provider, in `status` (pending for a walk's start). */
async function newLink(status: EtatLienId, version = 1): Promise<number> {
  links += 1;
  const contactId = await createContact(t, `walk.link.${links}`, [Droit.Prestataire]);
  const [link] = await t.database.db
    .insert(xContacts)
    .values({ contactId, organisationId: p.prestataire, typeContactId: TypeContact.REFERENCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE, validationStatus: status, version })
    .returning({ id: xContacts.id });
  return link!.id;
}

async function stored(linkId: number) {
  const [link] = await t.database.db.select().from(xContacts).where(eq(xContacts.id, linkId));
  const history = await t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.linkId, linkId)).orderBy(contactLinkHistory.id);
  return { status: link!.validationStatus, version: link!.version, history };
}

/** The decision the API takes for the walk's event. */
const decisionOf = (type: ContactLinkEvent['type']) => Number(Object.entries(EVENT_BY_DECISION).find(([, event]) => event === type)![0]);

/** The walk's caller, by the fixture it is. */
const deciderOf = (event: ContactLinkEvent) => (Object.keys(DECIDERS) as Decider[]).find((name) => DECIDERS[name] === event.caller)!;

async function playStep(linkId: number, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  const event = step.event as ContactLinkEvent;
  const decider = deciderOf(event);
  const before = await stored(linkId);
  expect(before.status, what).toBe(stateToEtatLien(step.before.value));
  const response = await post(t, deciders[decider].authorization, `/api/organisations/${p.prestataire}/contact/${linkId}/validate`, {
    Statut: decisionOf(event.type),
  });
  const after = await stored(linkId);
  if (step.transitions.length === 0) {
    // Anyone but a validated Authority of the organisation is refused before the link is read (403).
    expect(response.statusCode, `${what}: ${response.body}`).toBe(decider === 'authority' ? 409 : 403);
    expect(after, what).toEqual(before);
    return true;
  }
  expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
  expect(after.status, what).toBe(stateToEtatLien(step.after.value));
  expect(after.version, what).toBe(before.version + 1);
  expect(after.history.slice(0, -1), what).toEqual(before.history);
  expect(after.history.at(-1), what).toMatchObject({ event: event.type, decidedBy: deciders[decider].contactId, fromStatus: before.status, toStatus: after.status });
  return true;
}

describe('the contact-link walks, played against the server', () => {
  it('stores after every step of every walked path what the chart reaches; the deciders it refuses change nothing', async () => {
    const played = await playWalks(paths, {
      start: () => newLink(StatutValidationLien.EN_ATTENTE),
      // A link's decisions read only its status: a twin is another contact's link in the same status.
      twin: async (linkId) => {
        const { status, version } = await stored(linkId);
        return newLink(status as EtatLienId, version);
      },
      step: playStep,
    });
    expect(played).toBe(distinctBeginnings(paths));
  });
});
