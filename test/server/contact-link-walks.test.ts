import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLinkHistory, organisations, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien, type EtatLienId } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { contactLinkMachine } from '../../machines/contactLink.machine';
import { contactLinkState, EVENT_BY_DECISION, type ContactLinkState } from '../../machines/contactLink.state';
import type { ContactLinkEvent } from '../../machines/contactLink.types';
import { contactLinkModel, DECIDERS } from '../../model-tests/contactLink.model';
import { describeStep } from '../../model-tests/steps';
import { walk, type WalkedStep } from '../../model-tests/walk';
import { createContact } from '../support/contacts';
import { createOutsiderProvider, post, type DemoParties } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { distinctBeginnings, playWalks } from '../support/walk-driver';

/**
 * The contact-link walks of model-tests/, played against the server, on the link of a new contact with the demo
 * provider as a Reference: each request posted by the contact itself (/organisations/addLinkOrgaContact with the
 * provider's company number), each addition by the provider's Authority (the same call with the contact's id),
 * each deletion by the contact (/contacts/{id}/type/{typeId}/organisation/{orgId}/delete), each decision posted to
 * /organisations/{orgId}/contact/{id}/validate by a real contact in the situation of the walk's caller (the demo
 * provider's Authority, its Reference, an Authority whose own link waits, another provider's Authority); the
 * stored link read back after each step; each edit of the organisation by a contact whose link is stored the same way.
 */

const paths = walk(contactLinkMachine, contactLinkModel);

let t: TestApp;
let p: DemoParties;
let providerBce: string;
type Decider = keyof typeof DECIDERS;
const deciders = {} as Record<Decider, { authorization: string; contactId: number }>;
let contacts = 0;
const TYPE = TypeContact.REFERENCE;

beforeAll(async () => {
  ({ t, p } = await demoApp());
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
  const [provider] = await t.database.db.select({ bce: organisations.numeroBce }).from(organisations).where(eq(organisations.id, p.prestataire));
  providerBce = provider!.bce!;
});
afterAll(() => t.close());

/** A contact of the walk, signed in, and whose link with the demo provider the walk follows. */
interface Subject {
  contactId: number;
  authorization: string;
}

/** A new contact, with no link to the demo provider or, for a twin, one stored as `link` is. */
async function newSubject(link: { actif: boolean; validationStatus: number; version: number } | null): Promise<Subject> {
  contacts += 1;
  const login = `walk.link.${contacts}`;
  const contactId = await createContact(t, login, [Droit.Prestataire]);
  if (link) {
    await t.database.db
      .insert(xContacts)
      .values({ contactId, organisationId: p.prestataire, typeContactId: TYPE, typeOrganisationId: TypeOrganisation.PRESTATAIRE, ...link });
  }
  return { contactId, authorization: (await t.login(login, Droit.Prestataire)).authorization };
}

async function linkRow(subject: Subject) {
  const [link] = await t.database.db
    .select()
    .from(xContacts)
    .where(and(eq(xContacts.contactId, subject.contactId), eq(xContacts.organisationId, p.prestataire), eq(xContacts.typeContactId, TYPE)));
  return link ?? null;
}

async function stored(subject: Subject) {
  const link = await linkRow(subject);
  const history = link ? await t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.linkId, link.id)).orderBy(contactLinkHistory.id) : [];
  return { state: contactLinkState(link && { actif: link.actif, validationStatus: link.validationStatus as EtatLienId }), version: link?.version ?? 0, history };
}

/** The decision the API takes for the walk's event. */
const decisionOf = (type: ContactLinkEvent['type']) => Number(Object.entries(EVENT_BY_DECISION).find(([, event]) => event === type)![0]);

/** The walk's caller, by the fixture it is. */
const deciderOf = (event: ContactLinkEvent) => (Object.keys(DECIDERS) as Decider[]).find((name) => 'caller' in event && DECIDERS[name] === event.caller)!;

/** Sends the walk's event through its call, as the one who sends it in the product; answers the call's response and its sender. */
async function send(subject: Subject, event: ContactLinkEvent) {
  if (event.type === 'REQUEST_LINK') {
    const body = { bce: providerBce, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TYPE };
    return { response: await post(t, subject.authorization, '/api/organisations/addLinkOrgaContact', body), by: subject.contactId };
  }
  if (event.type === 'ADD_LINK') {
    const body = { organisationId: p.prestataire, contactId: subject.contactId, typeContactId: TYPE };
    return { response: await post(t, deciders.authority.authorization, '/api/organisations/addLinkOrgaContact', body), by: deciders.authority.contactId };
  }
  if (event.type === 'DELETE_LINK') {
    const url = `/api/contacts/${subject.contactId}/type/${TYPE}/organisation/${p.prestataire}/delete`;
    return { response: await post(t, subject.authorization, url, { reason: 'Parcours.' }), by: subject.contactId };
  }
  const decider = deciders[deciderOf(event)];
  const link = await linkRow(subject);
  const url = `/api/organisations/${p.prestataire}/contact/${link?.id ?? 0}/validate`;
  return { response: await post(t, decider.authorization, url, { Statut: decisionOf(event.type), version: link?.version ?? 1 }), by: decider.contactId };
}

/**
 * The link's own contact edits the organisation: a contact whose link with the demo provider, of the event's type,
 * is stored as the subject's is posts the commercial information (the edit's first write). It is accepted exactly
 * when the chart takes the event, and changes no link.
 */
async function playEdit(subject: Subject, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  const event = step.event as Extract<ContactLinkEvent, { type: 'EDIT_ORGANISATION' }>;
  const link = await linkRow(subject);
  contacts += 1;
  const login = `walk.editor.${contacts}`;
  const editor = await createContact(t, login, [Droit.Prestataire]);
  if (link) {
    const stored = { actif: link.actif, validationStatus: link.validationStatus };
    await t.database.db.insert(xContacts).values({ contactId: editor, organisationId: p.prestataire, typeContactId: event.typeContactId, typeOrganisationId: TypeOrganisation.PRESTATAIRE, ...stored });
  }
  const before = await stored(subject);
  const [organisation] = await t.database.db.select({ version: organisations.version }).from(organisations).where(eq(organisations.id, p.prestataire));
  const body = { version: organisation!.version, DenominationCommercialeLongue: 'Parcours', SiteWeb: '', ProfilLinkedIn: '', MailContact: '', ContactsCommerciaux: [], AdresseCommerciale: null };
  const response = await post(t, (await t.login(login, Droit.Prestataire)).authorization, `/api/organisations/${p.prestataire}/info-commerciales/update`, body);
  expect(response.statusCode, `${what}: ${response.body}`).toBe(step.transitions.length > 0 ? 200 : 403);
  expect(await stored(subject), what).toEqual(before);
  return true;
}

/**
 * How the server refuses what the chart refuses: a decision by anyone but a validated Authority before the link is
 * read (403), on a link it no longer has (404), or that the machine refuses (409); a request or an addition of a
 * type the contact holds there (400, the form's field); a deletion of a link it does not hold (404); and a request
 * of a link validated then deleted, which the machine refuses (409: validation is irreversible).
 */
function refusalStatus(event: ContactLinkEvent, before: ContactLinkState): number {
  const active = before === 'pending' || before === 'validated' || before === 'refused';
  if ('caller' in event) return deciderOf(event) !== 'authority' ? 403 : active ? 409 : 404;
  if (event.type === 'DELETE_LINK') return 404;
  return active ? 400 : 409;
}

async function playStep(subject: Subject, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  const event = step.event as ContactLinkEvent;
  if (event.type === 'EDIT_ORGANISATION') return playEdit(subject, step);
  const before = await stored(subject);
  expect(before.state, what).toBe(step.before.value);
  const { response, by } = await send(subject, event);
  const after = await stored(subject);
  if (step.transitions.length === 0) {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(refusalStatus(event, before.state));
    expect(after, what).toEqual(before);
    return true;
  }
  expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
  expect(after.state, what).toBe(step.after.value);
  expect(after.version, what).toBe(before.version + 1);
  expect(after.history.slice(0, -1), what).toEqual(before.history);
  expect(after.history.at(-1), what).toMatchObject({ event: event.type, decidedBy: by });
  return true;
}

describe('the contact-link walks, played against the server', () => {
  it('stores after every step of every walked path what the chart reaches; what it refuses changes nothing', async () => {
    const played = await playWalks(paths, {
      start: () => newSubject(null),
      // A link's events read only its stored state: a twin is another contact's link stored the same way.
      twin: async (subject) => {
        const link = await linkRow(subject);
        return newSubject(link && { actif: link.actif, validationStatus: link.validationStatus, version: link.version });
      },
      step: playStep,
    });
    expect(played).toBe(distinctBeginnings(paths));
  });
});
