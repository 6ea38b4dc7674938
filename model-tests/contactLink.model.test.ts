import { describe, expect, it } from 'vitest';
import { ETATS_LIEN, StatutValidationLien } from '../domain/link-validation';
import { mayDecideLink } from '../machines/access/contactLinkAccess';
import { contactLinkMachine as machine } from '../machines/contactLink.machine';
import { contactLinkState, etatLienToState, nextStoredLink, restoreContactLink, stateToEtatLien, storedLinkOf, type ContactLinkState } from '../machines/contactLink.state';
import type { ContactLinkEvent } from '../machines/contactLink.types';
import { contactLinkModel, DECIDERS, WALK_ORGANISATION } from './contactLink.model';
import { describeStep, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

// The link rules of spec section 4 on every step of every walked path (shortest, every transition, simple).
const paths = walk(machine, contactLinkModel);
const steps = uniqueSteps(paths);
const FIXTURES: ContactLinkEvent[] = Object.values(contactLinkModel.events).flat();
const event = (e: { type: string }) => e as ContactLinkEvent;
const byAuthority = (e: ContactLinkEvent) => 'caller' in e && mayDecideLink(e.caller, e.organisationId);
const isDecision = (e: ContactLinkEvent) => 'caller' in e;
const active = (etat: (typeof ETATS_LIEN)[number]) => ({ actif: true, validationStatus: etat });

describe('contact-link chart (spec section 4)', () => {
  it('has one state per validation status of an active link, mapped both ways, plus no link and an ended one', () => {
    expect(Object.keys(machine.root.states).sort()).toEqual([...ETATS_LIEN.map(etatLienToState), 'unlinked', 'ended'].sort());
    for (const etat of ETATS_LIEN) expect(stateToEtatLien(etatLienToState(etat))).toBe(etat);
    expect(contactLinkState(null)).toBe('unlinked');
    expect(contactLinkState({ actif: false, validationStatus: StatutValidationLien.VALIDE })).toBe('ended');
    expect(contactLinkState({ actif: false, validationStatus: StatutValidationLien.REFUSE })).toBe('unlinked');
  });

  it('gives the server, restoring a stored link and sending the event, what the walk gives', () => {
    for (const step of steps) {
      const stored = storedLinkOf(step.before.value as ContactLinkState, null);
      const next = nextStoredLink(stored, event(step.event));
      expect(next && contactLinkState(next), describeStep(step)).toBe(step.transitions.length === 0 ? null : step.after.value);
    }
  });
});

describe('contact-link walks: the rules of spec section 4', () => {
  it('let only a validated Authority of the organisation decide: a Reference, a pending Authority or another organisation’s Authority change nothing', () => {
    const refused = stepsWhere(paths, (s) => isDecision(event(s.event)) && !byAuthority(event(s.event)));
    for (const step of refused) expect(step.transitions, describeStep(step)).toEqual([]);
    const callers = new Set(refused.map((s) => event(s.event)).flatMap((e) => ('caller' in e ? [e.caller] : [])));
    expect(callers).toEqual(new Set([DECIDERS.reference, DECIDERS.pendingAuthority, DECIDERS.otherOrganisationAuthority]));
  });

  it('let an Authority validate or refuse a pending link', () => {
    const pending = restoreContactLink(active(StatutValidationLien.EN_ATTENTE));
    const decision = { caller: DECIDERS.authority, organisationId: WALK_ORGANISATION };
    expect(pending.can({ type: 'VALIDATE_LINK', ...decision })).toBe(true);
    expect(pending.can({ type: 'REFUSE_LINK', ...decision })).toBe(true);
  });

  it('make validation irreversible: a validated link takes no decision, and once deleted it never comes back pending nor refused', () => {
    const validated = restoreContactLink(active(StatutValidationLien.VALIDE));
    expect(FIXTURES.filter((e) => validated.can(e)).map((e) => e.type)).toEqual(['DELETE_LINK']);
    for (const path of paths) {
      const at = path.steps.findIndex((s) => s.after.matches('validated'));
      if (at < 0) continue;
      for (const step of path.steps.slice(at)) expect(['validated', 'ended'], describeStep(step)).toContain(step.after.value);
    }
    const ended = restoreContactLink({ actif: false, validationStatus: StatutValidationLien.VALIDE });
    expect(ended.can({ type: 'REQUEST_LINK' })).toBe(false);
    expect(nextStoredLink({ actif: false, validationStatus: StatutValidationLien.VALIDE }, { type: 'ADD_LINK' })).toEqual(active(StatutValidationLien.VALIDE));
  });

  it('let a contact request a link it does not hold, or holds no more since it was deleted before validation', () => {
    expect(nextStoredLink(null, { type: 'REQUEST_LINK' })).toEqual(active(StatutValidationLien.EN_ATTENTE));
    for (const etat of [StatutValidationLien.EN_ATTENTE, StatutValidationLien.REFUSE] as const) {
      const deleted = nextStoredLink(active(etat), { type: 'DELETE_LINK' });
      expect(deleted).toEqual({ actif: false, validationStatus: etat });
      expect(nextStoredLink(deleted, { type: 'REQUEST_LINK' })).toEqual(active(StatutValidationLien.EN_ATTENTE));
    }
  });

  it('let an Authority re-validate a refused link, but not refuse it again', () => {
    for (const step of stepsWhere(paths, (s) => s.before.matches('refused') && byAuthority(event(s.event)))) {
      expect(step.after.value, describeStep(step)).toBe('validated');
    }
    const refused = restoreContactLink(active(StatutValidationLien.REFUSE));
    expect(refused.can({ type: 'REFUSE_LINK', caller: DECIDERS.authority, organisationId: WALK_ORGANISATION })).toBe(false);
  });
});
