import { describe, expect, it } from 'vitest';
import { ETATS_LIEN, StatutValidationLien } from '../domain/link-validation';
import { mayDecideLink } from '../machines/access/contactLinkAccess';
import { contactLinkMachine as machine } from '../machines/contactLink.machine';
import { etatLienToState, nextEtatLien, restoreContactLink, stateToEtatLien } from '../machines/contactLink.state';
import type { ContactLinkEvent } from '../machines/contactLink.types';
import { contactLinkModel, DECIDERS, WALK_ORGANISATION } from './contactLink.model';
import { describeStep, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

// The link rules of spec section 4 on every step of every walked path (shortest, every transition, simple).
const paths = walk(machine, contactLinkModel);
const steps = uniqueSteps(paths);
const FIXTURES: ContactLinkEvent[] = Object.values(contactLinkModel.events).flat();
const event = (e: { type: string }) => e as ContactLinkEvent;
const byAuthority = (e: ContactLinkEvent) => mayDecideLink(e.caller, e.organisationId);

describe('contact-link chart (spec section 4)', () => {
  it('has one state per validation status, mapped both ways', () => {
    expect(Object.keys(machine.root.states).sort()).toEqual(ETATS_LIEN.map(etatLienToState).sort());
    for (const etat of ETATS_LIEN) expect(stateToEtatLien(etatLienToState(etat))).toBe(etat);
  });

  it('gives the server, restoring a stored link and sending the decision, what the walk gives', () => {
    for (const step of steps) {
      const next = nextEtatLien(stateToEtatLien(step.before.value), event(step.event));
      expect(next, describeStep(step)).toBe(step.transitions.length === 0 ? null : stateToEtatLien(step.after.value));
    }
  });
});

describe('contact-link walks: the rules of spec section 4', () => {
  it('let only a validated Authority of the organisation decide: a Reference, a pending Authority or another organisation’s Authority change nothing', () => {
    const refused = stepsWhere(paths, (s) => !byAuthority(event(s.event)));
    for (const step of refused) expect(step.transitions, describeStep(step)).toEqual([]);
    const callers = new Set(refused.map((s) => event(s.event).caller));
    expect(callers).toEqual(new Set([DECIDERS.reference, DECIDERS.pendingAuthority, DECIDERS.otherOrganisationAuthority]));
  });

  it('let an Authority validate or refuse a pending link', () => {
    const pending = restoreContactLink(StatutValidationLien.EN_ATTENTE);
    const decision = { caller: DECIDERS.authority, organisationId: WALK_ORGANISATION };
    expect(pending.can({ type: 'VALIDATE_LINK', ...decision })).toBe(true);
    expect(pending.can({ type: 'REFUSE_LINK', ...decision })).toBe(true);
  });

  it('make validation irreversible: a validated link is final and accepts no decision', () => {
    const validated = restoreContactLink(StatutValidationLien.VALIDE);
    expect(validated.status).toBe('done');
    expect(FIXTURES.filter((e) => validated.can(e))).toEqual([]);
  });

  it('let an Authority re-validate a refused link, but not refuse it again', () => {
    for (const step of stepsWhere(paths, (s) => s.before.matches('refused') && byAuthority(event(s.event)))) {
      expect(step.after.value, describeStep(step)).toBe('validated');
    }
    const refused = restoreContactLink(StatutValidationLien.REFUSE);
    expect(refused.can({ type: 'REFUSE_LINK', caller: DECIDERS.authority, organisationId: WALK_ORGANISATION })).toBe(false);
  });
});
