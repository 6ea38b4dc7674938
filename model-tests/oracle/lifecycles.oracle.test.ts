import { describe, expect, it } from 'vitest';
import { Droit, DOSSIER_MANAGER_DROITS } from '../../domain/droits';
import { TypeDemandeLabellisation, type StatutDemandeLabellisationId, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import { mayActOnCompetences } from '../../machines/access/competenceAccess';
import type { DossierCaller } from '../../machines/access/dossierScope';
import { DEMANDE_ACTIONS, demandeActions, mayActForProvider, type DemandeAction, type DemandeForAccess } from '../../machines/access/labellisationAccess';
import { mayDecideLink } from '../../machines/access/contactLinkAccess';
import { contactLinkMachine } from '../../machines/contactLink.machine';
import { contactLinkState, linksEditOrganisation } from '../../machines/contactLink.state';
import { mayActInOrganisation } from '../../machines/access/organisationActions';
import type { EtatLienId } from '../../domain/link-validation';
import { documentMachine } from '../../machines/document.machine';
import { statutDocumentToState } from '../../machines/document.state';
import type { StatutDocumentId } from '../../domain/documents';
import { expertCompetenceMachine } from '../../machines/expertCompetence.machine';
import { statutChequeExpertToState } from '../../machines/expertCompetence.state';
import { labellisationRequestMachine } from '../../machines/labellisationRequest.machine';
import { submissionGroupMachine } from '../../machines/submissionGroup.machine';
import { STATE_BY_STATUT_DEMANDE } from '../../machines/labellisationRequest.state';
import type { StatutChequeExpertId } from '../../domain/labellisation';
import { CALLER_CONTACT_ID, contactCaller, lettersWhere, sortedLetters } from './callers';
import { contactLinkTable } from './contactLink.table';
import { documentTable } from './document.table';
import { itEqualsItsTable } from './equality';
import { expertCompetenceTable } from './expertCompetence.table';
import { labellisationRequestTable, type LabellisationSender } from './labellisationRequest.table';
import { submissionGroupTable } from './submissionGroup.table';

const PROVIDER_ORG = 100;
const CENTRE_DROITS = [Droit.CentreReference, Droit.CentreAvis];

describe('labellisationRequest equals its oracle table (spec section 4)', () => {
  itEqualsItsTable(labellisationRequestMachine, labellisationRequestTable);
});

describe('submissionGroup equals its oracle table (spec sections 2 and 4)', () => {
  itEqualsItsTable(submissionGroupMachine, submissionGroupTable);
});

describe('contactLink equals its oracle table (spec section 4)', () => {
  itEqualsItsTable(contactLinkMachine, contactLinkTable);

  it("a stored link restores the table's state: an active one by its status (0 pending, 1 validated, 2 refused), a deleted one ended once validated", () => {
    const stored = (actif: boolean, validationStatus: EtatLienId) => contactLinkState({ actif, validationStatus });
    expect([contactLinkState(null), stored(true, 0), stored(true, 1), stored(true, 2), stored(false, 0), stored(false, 1), stored(false, 2)]).toEqual([
      'unlinked',
      'pending',
      'validated',
      'refused',
      'unlinked',
      'ended',
      'unlinked',
    ]);
  });

  it("its guard lets exactly the table's senders decide: a validated link of those types in the organisation (mayDecideLink)", () => {
    for (const row of contactLinkTable.rows.filter((r) => r.guard === 'isOrganisationAuthority')) {
      expect(lettersWhere((letter) => mayDecideLink(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter), PROVIDER_ORG)), row.event).toEqual(sortedLetters(row.by.organisation?.types));
      for (const letter of row.by.organisation?.types ?? []) {
        expect(mayDecideLink(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter, 0), PROVIDER_ORG), 'a pending link').toBe(false);
        expect(mayDecideLink(contactCaller(Droit.Prestataire, PROVIDER_ORG + 1, letter), PROVIDER_ORG), 'another organisation').toBe(false);
      }
    }
  });

  it("the contacts whose link lets them edit the organisation are the row's types, on a validated link of that organisation only", () => {
    const row = contactLinkTable.rows.find((r) => r.event === 'EDIT_ORGANISATION')!;
    expect(lettersWhere((letter) => linksEditOrganisation(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter), PROVIDER_ORG))).toEqual(sortedLetters(row.by.organisation?.types));
    for (const letter of row.by.organisation?.types ?? []) {
      for (const status of [0, 2]) expect(linksEditOrganisation(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter, status), PROVIDER_ORG), `status ${status}`).toBe(false);
      expect(linksEditOrganisation(contactCaller(Droit.Prestataire, PROVIDER_ORG + 1, letter), PROVIDER_ORG), 'another organisation').toBe(false);
    }
  });

  it("an organisation's contacts who add or delete links are those the server's rule lets (mayActInOrganisation MANAGE_CONTACT_LINKS)", () => {
    for (const row of contactLinkTable.rows.filter((r) => !r.guard && r.by.organisation)) {
      const granted = lettersWhere((letter) => mayActInOrganisation(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter), PROVIDER_ORG, 'MANAGE_CONTACT_LINKS'));
      expect(granted, `${row.from} ${row.event}`).toEqual(sortedLetters(row.by.organisation!.types));
    }
  });
});

describe('expertCompetence equals its oracle table (spec section 3, statuses 32-37)', () => {
  itEqualsItsTable(expertCompetenceMachine, expertCompetenceTable);

  it('each stored status restores the table\'s state', () => {
    for (const [state, statut] of Object.entries(expertCompetenceTable.statusOf)) {
      expect(statutChequeExpertToState(statut as StatutChequeExpertId), String(statut)).toBe(state);
    }
  });
});

/** The request in the row's state, assigned to the caller for a DRC. */
function demandeIn(state: string, type: TypeDemandeLabellisationId, assigned: boolean): DemandeForAccess {
  const statut = Number(Object.entries(STATE_BY_STATUT_DEMANDE).find(([, name]) => name === state)![0]) as StatutDemandeLabellisationId;
  return { organisationId: PROVIDER_ORG, type, statut, contactAssigneId: assigned ? CALLER_CONTACT_ID : null, avisDonne: false };
}

const TYPES = [TypeDemandeLabellisation.RECONNAISSANCE, TypeDemandeLabellisation.VALIDATION_COMPETENCE];

describe("who may send each labellisation event is who the access rules let send it (machines/access/labellisationAccess.ts)", () => {
  const actionOf = (event: string) => (Object.keys(DEMANDE_ACTIONS) as DemandeAction[]).filter((action) => DEMANDE_ACTIONS[action].event === event);

  it('every event of the access rules is an event of the table; the submission goes through the submission group', () => {
    const events = new Set(labellisationRequestTable.rows.map((row) => row.event));
    expect(Object.values(DEMANDE_ACTIONS).filter((action) => !events.has(action.event))).toEqual([]);
    expect(actionOf('SUBMIT')).toEqual([]);
  });

  for (const row of labellisationRequestTable.rows) {
    it(`${row.from} ${row.event}`, () => {
      for (const type of TYPES) {
        const may = (caller: DossierCaller, assigned = true): boolean => {
          if (row.event === 'SUBMIT') {
            return type === TypeDemandeLabellisation.VALIDATION_COMPETENCE ? mayActOnCompetences(caller, PROVIDER_ORG, 'submit') : mayActForProvider(caller, PROVIDER_ORG, 'submit');
          }
          const [action] = actionOf(row.event);
          return demandeActions(caller, demandeIn(row.from, type, assigned))[action!];
        };
        const by: LabellisationSender = row.by;
        expect(lettersWhere((letter) => may(contactCaller(Droit.Prestataire, PROVIDER_ORG, letter))), `provider, request type ${type}`).toEqual(sortedLetters(by.provider?.types));
        expect(lettersWhere((letter) => may(contactCaller(Droit.Beneficiaire, PROVIDER_ORG, letter))), `beneficiary right, type ${type}`).toEqual([]);
        if (by.provider?.assignedOnly) expect(may(contactCaller(Droit.Prestataire, PROVIDER_ORG, by.provider.types[0]!), false), 'not assigned').toBe(false);
        for (const droitId of CENTRE_DROITS) expect(may({ contactId: CALLER_CONTACT_ID, droitId, linkedOrganisations: [] }), `centre ${droitId}`).toBe(by.centre === true);
        for (const droitId of DOSSIER_MANAGER_DROITS) expect(may({ contactId: CALLER_CONTACT_ID, droitId, linkedOrganisations: [] }), `administration ${droitId}`).toBe(by.administration === true);
      }
    });
  }
});

describe('document equals its oracle table (spec section 3, document statuses 1-6)', () => {
  itEqualsItsTable(documentMachine, documentTable);

  it("each stored status restores the table's state", () => {
    for (const [state, statut] of Object.entries(documentTable.statusOf)) expect(statutDocumentToState(statut as StatutDocumentId), String(statut)).toBe(state);
  });
});
