import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TypeContact } from '../../domain/contact-types';
import { SousTypeOrganisation, TypeAdresse } from '../../domain/organisation-types';
import type { AddressInput } from '../../domain/schemas/address';
import type { ContactAjoute } from '../../domain/schemas/organisation-add';
import { organisationWizardMachine } from '../../machines/organisationWizard.machine';
import { organisationWizardOpens } from '../../machines/organisationWizard.state';
import type { OrganisationWizardEvent } from '../../machines/organisationWizard.types';
import { ADRESSES, CONTACTS, CREATORS, IDENTITES, PMES } from '../../model-tests/organisationWizard.model';

/**
 * Adding a beneficiary organisation, step by step (spec section 5: "Company number is mandatory, with a
 * foreign-company option"; "Organisation creation needs an authority and a reference contact, plus a head office
 * and an establishment unit"), in the step indicator's order: identity, SME data, contacts, addresses, recap.
 */
const STEPS = ['identite', 'pme', 'contacts', 'adresses', 'recapitulatif'] as const;

const SAVES: OrganisationWizardEvent[] = [
  { type: 'IDENTITE_SAVED', identite: IDENTITES.lemaire },
  { type: 'PME_SAVED', pme: PMES.valid },
  { type: 'CONTACTS_SAVED', contacts: CONTACTS.both },
  { type: 'ADRESSES_SAVED', adresses: ADRESSES.both },
];

/** A started wizard, opened by a provider's Reference, after the given events. */
function wizardAfter(...events: OrganisationWizardEvent[]) {
  const actor = createActor(organisationWizardMachine).start();
  actor.send({ type: 'OPEN', creator: CREATORS.providerReference });
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}
const stepAfter = (...events: OrganisationWizardEvent[]) => wizardAfter(...events).value;

const contact = (typeContactId: ContactAjoute['typeContactId']) => ({ ...CONTACTS.both[0]!, typeContactId });
const adresse = (typeAdresse: AddressInput['typeAdresse']) => ({ ...ADRESSES.both[0]!, typeAdresse });

describe('the organisation wizard', () => {
  it('opens for a provider’s Reference signed in as provider, not for a beneficiary’s Authority (create beneficiary: A, R)', () => {
    expect(organisationWizardOpens(CREATORS.providerReference)).toBe(true);
    expect(organisationWizardOpens(CREATORS.beneficiaryAuthority)).toBe(false);
    expect(organisationWizardOpens(CREATORS.providerAuthorityAsBeneficiary)).toBe(false);
  });

  it.each(STEPS.slice(0, -1).map((step, index) => [step, STEPS[index + 1]!, index] as const))('moves from %s to %s once its step is valid', (_, next, index) => {
    expect(stepAfter(...SAVES.slice(0, index + 1))).toEqual({ editing: next });
  });

  it.each(STEPS.slice(1).map((step, index) => [step, STEPS[index]!, index] as const))('goes back from %s to %s', (_, previous, index) => {
    expect(stepAfter(...SAVES.slice(0, index + 1), { type: 'PREVIOUS' })).toEqual({ editing: previous });
  });

  it('leaves the identity for a register company, active with valid check digits, or for a named foreign company', () => {
    expect(stepAfter({ type: 'IDENTITE_SAVED', identite: IDENTITES.lemaire })).toEqual({ editing: 'pme' });
    expect(stepAfter({ type: 'IDENTITE_SAVED', identite: IDENTITES.etrangere })).toEqual({ editing: 'pme' });
  });

  it('keeps the identity of a foreign company without a name, or with no valid identification number', () => {
    const foreign = IDENTITES.etrangere;
    expect(stepAfter({ type: 'IDENTITE_SAVED', identite: { ...foreign, nomLong: '  ' } })).toEqual({ editing: 'identite' });
    expect(stepAfter({ type: 'IDENTITE_SAVED', identite: { ...foreign, numeroIdentification: '#' } })).toEqual({ editing: 'identite' });
    expect(foreign.sousTypeId).toBe(SousTypeOrganisation.ENTREPRISE_ETRANGERE);
  });

  it('needs an Authority and a Reference, not two of either', () => {
    const at = SAVES.slice(0, 2);
    expect(stepAfter(...at, { type: 'CONTACTS_SAVED', contacts: [contact(TypeContact.AUTORITE), contact(TypeContact.AUTORITE)] })).toEqual({ editing: 'contacts' });
    expect(stepAfter(...at, { type: 'CONTACTS_SAVED', contacts: [contact(TypeContact.REFERENCE), contact(TypeContact.REFERENCE)] })).toEqual({ editing: 'contacts' });
    expect(stepAfter(...at, { type: 'CONTACTS_SAVED', contacts: [contact(TypeContact.REFERENCE), contact(TypeContact.AUTORITE)] })).toEqual({ editing: 'adresses' });
  });

  it('needs a head office and an establishment unit, whatever other addresses are given', () => {
    const at = SAVES.slice(0, 3);
    expect(stepAfter(...at, { type: 'ADRESSES_SAVED', adresses: [adresse(TypeAdresse.SIEGE_SOCIAL), adresse(TypeAdresse.FACTURATION)] })).toEqual({ editing: 'adresses' });
    expect(stepAfter(...at, { type: 'ADRESSES_SAVED', adresses: [adresse(TypeAdresse.UNITE_ETABLISSEMENT), adresse(TypeAdresse.FACTURATION)] })).toEqual({ editing: 'adresses' });
  });

  it.each(STEPS.slice(0, -1))('sends a refusal naming %s back to that step, with its message', (step) => {
    const snapshot = wizardAfter(...SAVES, { type: 'SUBMIT' }, { type: 'REFUSED', step, message: 'Cette organisation existe déjà.' });
    expect(snapshot.value).toEqual({ editing: step });
    expect(snapshot.context.refusal).toBe('Cette organisation existe déjà.');
  });

  it('sends a refusal naming no step back to the recap', () => {
    expect(stepAfter(...SAVES, { type: 'SUBMIT' }, { type: 'REFUSED', step: null, message: 'Échec.' })).toEqual({ editing: 'recapitulatif' });
  });
});
