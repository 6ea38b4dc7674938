import { expect } from 'vitest';
import { Droit, DOSSIER_MANAGER_DROITS } from '../../domain/droits';
import type { EtapeEncodageId } from '../../domain/encoding-steps';
import { dossierActionVerdict, type DossierAction, type DossierForAccess } from '../../machines/access/dossierActions';
import type { DossierCaller } from '../../machines/access/dossierScope';
import { CALLER_CONTACT_ID, contactCaller, lettersWhere, sortedLetters } from './callers';
import type { DossierSender } from './dossierStatus.table';
import type { Party } from './types';

export const PROVIDER_ORG = 100;
export const BENEFICIARY_ORG = 200;

/**
 * That the server's access rule for `action` (machines/access/dossierActions.ts) allows it on `dossier` exactly
 * to the row's senders: each side's contact types, a manager's rights, and the narrower rules (assigned contact,
 * same organisation, the matrix's step) refusing the others.
 */
export function expectDossierSenders(action: DossierAction, dossier: DossierForAccess, by: DossierSender): void {
  const allowed = (d: DossierForAccess, caller: DossierCaller) => dossierActionVerdict(action, d, caller) === 'allowed';
  const sides: Array<['provider' | 'beneficiary', number, number]> = [
    ['provider', Droit.Prestataire, PROVIDER_ORG],
    ['beneficiary', Droit.Beneficiaire, BENEFICIARY_ORG],
  ];
  for (const [side, droitId, organisationId] of sides) {
    const party: Party | undefined = by[side];
    const onSide = party?.sameOrganisationOnly ? { ...dossier, beneficiaireId: PROVIDER_ORG } : dossier;
    const granted = lettersWhere((letter) => allowed(onSide, contactCaller(droitId, organisationId, letter)));
    expect(granted, `${action}: ${side} contact types`).toEqual(sortedLetters(party?.types));
    if (!party) continue;
    const first = contactCaller(droitId, organisationId, party.types[0]!);
    if (party.assignedOnly) expect(allowed({ ...onSide, contactIds: [] }, first), `${action}: a contact not assigned`).toBe(false);
    if (party.sameOrganisationOnly) expect(allowed(dossier, first), `${action}: another organisation`).toBe(false);
    if (by.atStep !== undefined) {
      const otherStep = (by.atStep === 2 ? 1 : 2) as EtapeEncodageId;
      expect(allowed({ ...onSide, etapeEncodage: otherStep }, first), `${action}: another step`).toBe(false);
    }
  }
  for (const droitId of DOSSIER_MANAGER_DROITS) {
    const caller: DossierCaller = { contactId: CALLER_CONTACT_ID, droitId, linkedOrganisations: [] };
    expect(allowed(dossier, caller), `${action}: manager right ${droitId}`).toBe(by.manager === true);
  }
}
