import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { initiationWizardMachine } from '../../machines/initiationWizard.machine';
import { introductionWizardMachine } from '../../machines/introductionWizard.machine';

describe('a dossier wizard, before the server has answered', () => {
  const EMPTY = { droitId: null, dossierId: null, dossier: null, userContactTypes: [] };
  it('knows no dossier, no right and no contact type of the user, in either wizard', () => {
    expect(createActor(introductionWizardMachine).getSnapshot().context).toEqual(EMPTY);
    expect(createActor(initiationWizardMachine).getSnapshot().context).toEqual(EMPTY);
  });
});

/** "Only an authority contact of the provider may finish creating a dossier" (spec section 6): any of its types. */
describe("the introduction's submission", () => {
  const guard = introductionWizardMachine.implementations.guards.isProviderAuthority as unknown as (args: { context: { userContactTypes: number[] } }) => boolean;
  const mayFinish = (userContactTypes: number[]) => guard({ context: { userContactTypes } });

  it('is the Authority\'s, whatever other type the contact also holds', () => {
    expect(mayFinish([TypeContact.INFORMATION, TypeContact.AUTORITE])).toBe(true);
    expect(mayFinish([TypeContact.AUTORITE])).toBe(true);
  });

  it('is refused to the reference and expert contacts, and to a contact of no type', () => {
    expect(mayFinish([TypeContact.REFERENCE, TypeContact.EXPERT])).toBe(false);
    expect(mayFinish([])).toBe(false);
  });
});
