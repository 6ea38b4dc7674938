import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutDemandeLabellisation, TypeDemandeLabellisation } from '../../domain/labellisation';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { beneficiaireCreationOrganisations, mayCreateBeneficiaire } from '../../machines/access/beneficiaireCreation';
import { isExpertSelf, mayActOnCompetences, mayViewCompetenceDemande } from '../../machines/access/competenceAccess';
import { mayChangePassword, mayDeleteContact, mayEditContact, mayViewContact } from '../../machines/access/contactAccess';
import { emailScope, mayReadOrganisationEmails, readableEmailScopes, readsPersonalLinks } from '../../machines/access/emailHistoryAccess';
import { completionVerdict, isDrcAnswerer, mayCompleteDemande } from '../../machines/access/labellisationCompletion';
import { decisionBody, isManagerDecision } from '../../machines/access/managerDecisions';
import { mayActInOrganisation } from '../../machines/access/organisationActions';
import { dossierScope, isInDossierScope } from '../../machines/access/dossierScope';
import { mayViewOrganisation } from '../../machines/access/organisationView';
import { mayActOnOwnProfile } from '../../machines/access/ownProfileActions';

/** The per-organisation rules of spec section 6 (the matrix A, R, E, I and its narrower rules), one guard at a time. */
const { AUTORITE: A, REFERENCE: R, EXPERT: E, INFORMATION: I, TECHNIQUE: T } = TypeContact;
const ALL_TYPES = [A, R, E, I, T];
const ME = 1;
const OTHER = 2;
const ORG = 10;
const ELSEWHERE = 20;
const { VALIDE, EN_ATTENTE, REFUSE } = StatutValidationLien;

type Link = [organisationId: number, type: number, status?: number, typeOrganisation?: number];

function caller(droitId: number, links: Link[] = [], contactId = ME) {
  return {
    contactId,
    droitId,
    linkedOrganisations: links.map(([id, type, status = VALIDE, typeOrganisation = TypeOrganisation.PRESTATAIRE]) => ({
      id,
      type_contact_id: type,
      validation_status: status,
      type_organisation_id: typeOrganisation,
    })),
  };
}

const provider = (type: number, status: number = VALIDE) => caller(Droit.Prestataire, [[ORG, type, status]]);
const manager = caller(Droit.Gestionnaire);

/** The contact types of ALL_TYPES for which the rule holds, for a provider's contact holding one link in ORG. */
function typesAllowed(rule: (c: ReturnType<typeof caller>) => boolean): number[] {
  return ALL_TYPES.filter((type) => rule(provider(type)));
}

describe('mayActInOrganisation: the matrix read in one organisation', () => {
  it.each([
    ['VIEW_ORGANISATION', [A, R, E, I]],
    ['CREATE_DOSSIER', [A, R, E]],
    ['CREATE_BENEFICIARY', [A, R]],
    ['VIEW_RECOGNITION_REQUEST_DETAILS', [A, R, I]],
    ['EDIT_ORGANISATION', [A]],
  ] as const)('%s is allowed to exactly its row', (action, row) => {
    expect(typesAllowed((c) => mayActInOrganisation(c, ORG, action))).toEqual(row);
  });

  it('counts only validated links, and only in the organisation asked about', () => {
    expect(mayActInOrganisation(provider(A, EN_ATTENTE), ORG, 'VIEW_ORGANISATION')).toBe(false);
    expect(mayActInOrganisation(provider(A, REFUSE), ORG, 'VIEW_ORGANISATION')).toBe(false);
    expect(mayActInOrganisation(provider(A), ELSEWHERE, 'VIEW_ORGANISATION')).toBe(false);
  });
});

describe('mayViewOrganisation: a validated contact of it, or a manager', () => {
  it('lets A, R, E, I of the organisation and any manager in, nobody else', () => {
    expect(typesAllowed((c) => mayViewOrganisation(c, ORG))).toEqual([A, R, E, I]);
    expect(mayViewOrganisation(manager, ORG)).toBe(true);
    expect(mayViewOrganisation(provider(A), ELSEWHERE)).toBe(false);
    expect(mayViewOrganisation(caller(Droit.Beneficiaire), ORG)).toBe(false);
  });
});

describe('contactAccess: who sees, edits and deletes a contact', () => {
  const member = (status: number) => ({ id: OTHER, links: [{ organisationId: ORG, validationStatus: status }] });

  it('shows a contact asking to join to the A, R, E, I of the organisation, and to nobody outside it', () => {
    expect(typesAllowed((c) => mayViewContact(c, member(EN_ATTENTE)))).toEqual([A, R, E, I]);
    expect(mayViewContact(caller(Droit.Prestataire, [[ELSEWHERE, A]]), member(VALIDE))).toBe(false);
  });

  it('lets an Authority edit only the contacts it has validated there', () => {
    expect(typesAllowed((c) => mayEditContact(c, member(VALIDE)))).toEqual([A]);
    expect(mayEditContact(provider(A), member(EN_ATTENTE))).toBe(false);
    expect(mayEditContact(provider(A), member(REFUSE))).toBe(false);
  });

  it('reads every organisation the contact is linked to, not only its first', () => {
    const twoOrganisations = { id: OTHER, links: [{ organisationId: ELSEWHERE, validationStatus: VALIDE }, { organisationId: ORG, validationStatus: VALIDE }] };
    expect(mayViewContact(provider(I), twoOrganisations)).toBe(true);
    expect(mayEditContact(provider(A), twoOrganisations)).toBe(true);
  });

  it('lets anyone see and edit themselves, and a manager see and edit anyone', () => {
    const self = { id: ME, links: [] };
    expect(mayViewContact(caller(Droit.Prestataire), self)).toBe(true);
    expect(mayEditContact(caller(Droit.Prestataire), self)).toBe(true);
    expect(mayViewContact(manager, member(REFUSE))).toBe(true);
    expect(mayEditContact(manager, member(REFUSE))).toBe(true);
    expect(mayViewContact(caller(Droit.Prestataire), member(VALIDE))).toBe(false);
    expect(mayEditContact(caller(Droit.Prestataire), member(VALIDE))).toBe(false);
  });

  it('keeps the password to its owner and the deletion to a manager', () => {
    expect(mayChangePassword(caller(Droit.Prestataire), { id: ME })).toBe(true);
    expect(mayChangePassword(manager, { id: OTHER })).toBe(false);
    expect(mayDeleteContact(manager)).toBe(true);
    expect(mayDeleteContact(provider(A))).toBe(false);
  });
});

describe('mayActOnOwnProfile: row A, R, E, I on the caller alone', () => {
  it('needs one validated link of an allowed type somewhere, and refuses another contact', () => {
    expect(typesAllowed((c) => mayActOnOwnProfile(c, ME, 'EDIT_OWN_PROFILE'))).toEqual([A, R, E, I]);
    expect(mayActOnOwnProfile(caller(Droit.Prestataire, [[ORG, T], [ELSEWHERE, I]]), ME, 'EDIT_OWN_PROFILE')).toBe(true);
    expect(mayActOnOwnProfile(provider(A, EN_ATTENTE), ME, 'EDIT_OWN_PROFILE')).toBe(false);
    expect(mayActOnOwnProfile(provider(A), OTHER, 'EDIT_OWN_PROFILE')).toBe(false);
  });
});

describe('emailHistoryAccess: whose e-mails a caller reads', () => {
  it('opens an organisation’s e-mails to its Authority only', () => {
    expect(typesAllowed((c) => mayReadOrganisationEmails(c, ORG))).toEqual([A]);
    expect(emailScope(provider(A), ORG)).toEqual({ kind: 'organisation', organisationId: ORG });
    expect(emailScope(provider(R), ORG)).toBeNull();
  });

  it('gives everyone its own e-mails, and a manager every e-mail', () => {
    expect(emailScope(provider(R))).toEqual({ kind: 'own', contactId: ME });
    expect(emailScope(manager)).toEqual({ kind: 'all' });
  });

  it('lists the own scope and each organisation read once', () => {
    const authority = caller(Droit.Prestataire, [[ORG, A], [ORG, R], [ELSEWHERE, I]]);
    expect(readableEmailScopes(authority)).toEqual([
      { kind: 'own', contactId: ME },
      { kind: 'organisation', organisationId: ORG },
    ]);
    expect(readableEmailScopes(manager)).toEqual([{ kind: 'all' }]);
  });

  it('masks a personal link to anyone but its recipient', () => {
    expect(readsPersonalLinks(provider(A), { contactId: ME })).toBe(true);
    expect(readsPersonalLinks(manager, { contactId: OTHER })).toBe(false);
    expect(readsPersonalLinks(manager, { contactId: null })).toBe(false);
  });
});

describe('managerDecisions: the text each decision of the administration carries', () => {
  it('sends the justification, the question, or nothing, under the name the API takes', () => {
    expect(decisionBody('declareAdmissible', 3, 'ignored')).toEqual({ version: 3 });
    expect(decisionBody('declareInadmissible', 3, 'motif')).toEqual({ version: 3, justification: 'motif' });
    expect(decisionBody('askInformation', 3, 'question ?')).toEqual({ version: 3, askText: 'question ?' });
    // A required justification is always sent, even empty: the server refuses it, never reads it as absent.
    expect(decisionBody('cancelService', 3, '')).toEqual({ version: 3, justification: '' });
  });

  it('leaves out an empty justification of an obsolete dossier, keeps a written one', () => {
    expect(decisionBody('markObsolete', 3, '')).toEqual({ version: 3 });
    expect(decisionBody('markObsolete', 3, 'trop ancien')).toEqual({ version: 3, justification: 'trop ancien' });
  });

  it('tells the administration’s decisions from the parties’ actions', () => {
    expect(isManagerDecision('settle')).toBe(true);
    expect(isManagerDecision('submitReport')).toBe(false);
  });
});

describe('competenceAccess: the expert competence validations on the provider side', () => {
  it.each([
    ['recap', [A, R, E, I]],
    ['list', [A, R, I]],
    ['create', [A, R, E]],
    ['complete', [A, R]],
    ['submit', [A]],
  ] as const)('%s is allowed to exactly its row', (action, row) => {
    expect(typesAllowed((c) => mayActOnCompetences(c, ORG, action))).toEqual(row);
  });

  it('acts only under the provider right', () => {
    expect(mayActOnCompetences(caller(Droit.Beneficiaire, [[ORG, A]]), ORG, 'recap')).toBe(false);
    expect(isExpertSelf(caller(Droit.Beneficiaire), ME)).toBe(false);
    expect(isExpertSelf(caller(Droit.Prestataire), ME)).toBe(true);
    expect(isExpertSelf(caller(Droit.Prestataire), OTHER)).toBe(false);
  });

  it('shows a competence validation to A, R, I and to the expert it is about, never a recognition', () => {
    const demande = { organisationId: ORG, type: TypeDemandeLabellisation.VALIDATION_COMPETENCE, expertId: OTHER } as const;
    expect(typesAllowed((c) => mayViewCompetenceDemande(c, demande))).toEqual([A, R, I]);
    expect(mayViewCompetenceDemande(caller(Droit.Prestataire, [], OTHER), demande)).toBe(true);
    expect(mayViewCompetenceDemande(caller(Droit.Prestataire), { ...demande, expertId: null })).toBe(false);
    expect(mayViewCompetenceDemande(provider(A), { ...demande, type: TypeDemandeLabellisation.RECONNAISSANCE })).toBe(false);
  });
});

describe('beneficiaireCreation: "create beneficiary" (A, R) in a provider organisation', () => {
  it('lists the provider organisations where the caller is A or R, once each', () => {
    const c = caller(Droit.Prestataire, [
      [ORG, A],
      [ORG, R],
      [ELSEWHERE, E],
      [30, A, VALIDE, TypeOrganisation.BENEFICIAIRE],
    ]);
    expect(beneficiaireCreationOrganisations(c)).toEqual([ORG]);
    expect(typesAllowed((x) => mayCreateBeneficiaire(x))).toEqual([A, R]);
  });

  it('answers for the organisation named, and never under another right', () => {
    expect(mayCreateBeneficiaire(provider(A), ORG)).toBe(true);
    expect(mayCreateBeneficiaire(provider(A), ELSEWHERE)).toBe(false);
    expect(mayCreateBeneficiaire(caller(Droit.Beneficiaire, [[ORG, A]]))).toBe(false);
  });
});

describe('labellisationCompletion: completing a request and answering its DRC', () => {
  const recognition = { organisationId: ORG, type: TypeDemandeLabellisation.RECONNAISSANCE, statut: StatutDemandeLabellisation.EN_INTRODUCTION };

  it('lets A and R complete a recognition or a competence validation, under the provider right only', () => {
    expect(typesAllowed((c) => mayCompleteDemande(c, recognition))).toEqual([A, R]);
    expect(typesAllowed((c) => mayCompleteDemande(c, { ...recognition, type: TypeDemandeLabellisation.VALIDATION_COMPETENCE }))).toEqual([A, R]);
    expect(mayCompleteDemande(caller(Droit.Beneficiaire, [[ORG, A]]), recognition)).toBe(false);
  });

  it('refuses who may not (403) before the request’s state (409)', () => {
    expect(completionVerdict(provider(A), recognition)).toBe('allowed');
    expect(completionVerdict(provider(A), { ...recognition, statut: StatutDemandeLabellisation.EN_EXAMEN })).toBe('invalidState');
    expect(completionVerdict(provider(I), { ...recognition, statut: StatutDemandeLabellisation.EN_EXAMEN })).toBe('forbidden');
  });

  it('lets only the assigned contact answer a DRC, while A, R or E of the provider', () => {
    const assigned = { organisationId: ORG, contactAssigneId: ME };
    expect(typesAllowed((c) => isDrcAnswerer(c, assigned))).toEqual([A, R, E]);
    expect(isDrcAnswerer(provider(A), { ...assigned, contactAssigneId: OTHER })).toBe(false);
    expect(isDrcAnswerer(caller(Droit.Beneficiaire, [[ORG, A]]), assigned)).toBe(false);
  });
});

describe('isInDossierScope: the dossiers a caller sees (row "view a dossier")', () => {
  const dossier = { prestataireId: ORG, beneficiaireId: ELSEWHERE };

  it('shows every dossier to a manager and none to a right without a side', () => {
    expect(isInDossierScope(dossierScope(manager), dossier)).toBe(true);
    expect(isInDossierScope(dossierScope(caller(Droit.Emetteur, [[ORG, A]])), dossier)).toBe(false);
  });

  it('shows a party the dossiers of its own side only', () => {
    expect(isInDossierScope(dossierScope(provider(I)), dossier)).toBe(true);
    expect(isInDossierScope(dossierScope(caller(Droit.Beneficiaire, [[ORG, A]])), dossier)).toBe(false);
    expect(isInDossierScope(dossierScope(provider(A)), { prestataireId: null, beneficiaireId: ORG })).toBe(false);
  });
});
