import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import { StatutValidationLien } from '../../domain/link-validation';
import {
  DOSSIER_ACTIONS,
  dossierActionAuthors,
  dossierActionEvent,
  dossierActionOfEvent,
  dossierActions,
  dossierActionsOfPage,
  dossierActionSides,
  dossierActionVerdict,
  mayTakeDossierAction,
  type DossierAction,
  type DossierForAccess,
} from '../../machines/access/dossierActions';
import { dossierScope, type DossierCaller } from '../../machines/access/dossierScope';

const { AUTORITE: A, REFERENCE: R, EXPERT: E, INFORMATION: I, TECHNIQUE: T } = TypeContact;
const PROVIDER = 10;
const BENEFICIARY = 20;
const ME = 1;

function dossier(statut: StatutDossierId, etapeEncodage: EtapeEncodageId, extra: Partial<DossierForAccess> = {}): DossierForAccess {
  return { statut, etapeEncodage, anciennePlateforme: false, beneficiaireId: BENEFICIARY, prestataireId: PROVIDER, rapportSoumis: false, contactIds: [ME], ...extra };
}

function caller(droitId: number, links: Array<[organisationId: number, type: number, status?: number]> = []): DossierCaller {
  return {
    contactId: ME,
    droitId,
    linkedOrganisations: links.map(([id, type, status = StatutValidationLien.VALIDE]) => ({ id, type_contact_id: type, validation_status: status })),
  };
}

const provider = (type: number) => caller(Droit.Prestataire, [[PROVIDER, type]]);
const beneficiary = (type: number) => caller(Droit.Beneficiaire, [[BENEFICIARY, type]]);
const manager = caller(Droit.Gestionnaire);

const { DOSSIER_INTRODUCTION: INTRO, DOSSIER_EXAMEN: EXAM, DOSSIER_DEMANDE_INFOS: INFO, DOSSIER_PRESTATION_CONFIRME: CONFIRMED } = StatutDossier;
const { DossierAide, DossierBeneficiaire, DossierPrestataire, DossierPrestation, DossierValidation, DossierUpload, DossierConfirmation } = EtapeEncodage;

/** Which of A, R, E, I (and Technical) the action is offered to, on the provider's side. */
function providerTypesAllowed(action: DossierAction, d: DossierForAccess): number[] {
  return [A, R, E, I, T].filter((type) => dossierActions(d, provider(type))[action]);
}

describe('dossierActions: the permission matrix of spec section 6 on the provider side', () => {
  it.each<[DossierAction, DossierForAccess, number[]]>([
    ['view', dossier(EXAM, DossierConfirmation), [A, R, E, I]],
    ['duplicate', dossier(INTRO, DossierAide), [A, R, E]],
    ['delete', dossier(INTRO, DossierAide), [A, R, E]],
    ['cancel', dossier(INTRO, DossierPrestataire), [A, R, E]],
    ['complete', dossier(INTRO, DossierPrestation), [A, R, E]],
    ['validateIntroduction', dossier(INTRO, DossierValidation), [A, R, E]],
    ['submitIntroduction', dossier(INTRO, DossierUpload), [A]],
    ['edit', dossier(INFO, DossierConfirmation), [A, R]],
    ['edit', dossier(StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS, DossierConfirmation), [A, R]],
    ['reply', dossier(INFO, DossierConfirmation), [A, R, E]],
    ['submitReport', dossier(CONFIRMED, DossierConfirmation), [A]],
    ['cancelServiceByProvider', dossier(CONFIRMED, DossierConfirmation), [A]],
  ])('%s is offered to exactly the right contact types', (action, d, allowed) => {
    expect(providerTypesAllowed(action, d)).toEqual(allowed);
  });

  it('reads "at step 1" and "at step 3" as exactly those encoding steps', () => {
    expect(providerTypesAllowed('duplicate', dossier(INTRO, DossierBeneficiaire))).toEqual([]);
    expect(providerTypesAllowed('delete', dossier(INTRO, DossierBeneficiaire))).toEqual([]);
    expect(providerTypesAllowed('cancel', dossier(INTRO, DossierPrestation))).toEqual([]);
    expect(dossierActionVerdict('cancel', dossier(INTRO, DossierPrestation), provider(A))).toBe('invalidState');
  });

  it('offers the dossier-edit rule only in statuses 5 and 9', () => {
    expect(providerTypesAllowed('edit', dossier(EXAM, DossierConfirmation))).toEqual([]);
    expect(providerTypesAllowed('edit', dossier(CONFIRMED, DossierConfirmation))).toEqual([]);
  });

  it('lets only a contact assigned to the dossier answer the information request', () => {
    expect(dossierActionVerdict('reply', dossier(INFO, DossierConfirmation, { contactIds: [99] }), provider(A))).toBe('forbidden');
  });

  it('offers nothing to a provider contact whose link is pending or refused, or who is linked to another provider', () => {
    const d = dossier(INTRO, DossierAide);
    for (const status of [StatutValidationLien.EN_ATTENTE, StatutValidationLien.REFUSE]) {
      expect(Object.values(dossierActions(d, caller(Droit.Prestataire, [[PROVIDER, A, status]]))).some(Boolean)).toBe(false);
    }
    expect(Object.values(dossierActions(d, caller(Droit.Prestataire, [[PROVIDER + 1, A]]))).some(Boolean)).toBe(false);
  });

  it('never offers the manager decisions to a provider', () => {
    const decisions = dossierActions(dossier(EXAM, DossierConfirmation), provider(A));
    expect([decisions.declareAdmissible, decisions.declareInadmissible, decisions.askInformation]).toEqual([false, false, false]);
    expect(dossierActionVerdict('declareAdmissible', dossier(EXAM, DossierConfirmation), provider(A))).toBe('forbidden');
  });
});

describe('dossierActions: the beneficiary side', () => {
  it('lets A, R, E, I of the beneficiary organisation view, and A, R, E complete until the dossier is sent to the provider', () => {
    expect([A, R, E, I, T].filter((t) => dossierActions(dossier(EXAM, DossierConfirmation), beneficiary(t)).view)).toEqual([A, R, E, I]);
    expect([A, R, E, I].filter((t) => dossierActions(dossier(INTRO, DossierPrestataire), beneficiary(t)).complete)).toEqual([A, R, E]);
    expect(dossierActionVerdict('complete', dossier(INTRO, DossierPrestation), beneficiary(A))).toBe('invalidState');
  });

  it('lets only the beneficiary Authority validate or refuse a submitted report', () => {
    const submitted = dossier(CONFIRMED, DossierConfirmation, { rapportSoumis: true });
    expect([A, R, E, I].filter((t) => dossierActions(submitted, beneficiary(t)).validateReport)).toEqual([A]);
    expect([A, R, E, I].filter((t) => dossierActions(submitted, beneficiary(t)).refuseReport)).toEqual([A]);
    expect(dossierActionVerdict('validateReport', dossier(CONFIRMED, DossierConfirmation), beneficiary(A))).toBe('invalidState');
  });

  it('opens the report validation to the provider Authority only when provider and beneficiary are the same organisation', () => {
    const submitted = dossier(CONFIRMED, DossierConfirmation, { rapportSoumis: true });
    expect(dossierActionVerdict('validateReport', submitted, provider(A))).toBe('forbidden');
    expect(dossierActionVerdict('validateReport', { ...submitted, beneficiaireId: PROVIDER }, provider(A))).toBe('allowed');
  });

  it('never offers the provider-only actions to a beneficiary', () => {
    expect(dossierActionVerdict('cancel', dossier(INTRO, DossierPrestataire), beneficiary(A))).toBe('forbidden');
    expect(dossierActionVerdict('submitReport', dossier(CONFIRMED, DossierConfirmation), beneficiary(A))).toBe('forbidden');
  });
});

describe('dossierActions: managers, outsiders and the older platform', () => {
  it('lets a manager see every dossier and take the decision the machine accepts, nothing else', () => {
    const offered = (d: DossierForAccess) => DOSSIER_ACTIONS.filter((a) => dossierActions(d, manager)[a]);
    expect(offered(dossier(EXAM, DossierConfirmation))).toEqual(['view', 'declareAdmissible', 'declareInadmissible', 'askInformation']);
    expect(offered(dossier(StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, DossierConfirmation))).toEqual(['view', 'registerSharePayment', 'markObsolete']);
    expect(offered(dossier(StatutDossier.DOSSIER_PRESTATION_APPROUVEE, DossierConfirmation))).toEqual(['view', 'settle']);
    expect(offered(dossier(StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE, DossierConfirmation))).toEqual(['view']);
  });

  it('offers nothing to an outsider or to a right that has no dossiers', () => {
    const d = dossier(INTRO, DossierAide);
    for (const c of [caller(Droit.Prestataire), caller(Droit.Beneficiaire, [[PROVIDER, A]]), caller(Droit.Emetteur, [[PROVIDER, A]])]) {
      expect(Object.values(dossierActions(d, c)).some(Boolean)).toBe(false);
      expect(dossierActionVerdict('view', d, c)).toBe('forbidden');
    }
  });

  it('keeps a dossier of the older platform read-only: viewing only', () => {
    const old = dossier(INTRO, DossierAide, { anciennePlateforme: true });
    expect(DOSSIER_ACTIONS.filter((a) => dossierActions(old, provider(A))[a])).toEqual(['view']);
    expect(dossierActionVerdict('delete', old, provider(A))).toBe('readOnly');
    expect(dossierActionVerdict('declareAdmissible', { ...old, statut: EXAM, etapeEncodage: DossierConfirmation }, manager)).toBe('readOnly');
  });
});

describe('dossierScope', () => {
  it('scopes a provider to its validated provider organisations, a beneficiary to its organisations, a manager to all', () => {
    const both = caller(Droit.Prestataire, [[PROVIDER, A], [11, I], [12, T], [13, A, StatutValidationLien.EN_ATTENTE]]);
    expect(dossierScope(both)).toEqual({ kind: 'prestataire', organisationIds: [PROVIDER, 11] });
    expect(dossierScope({ ...both, droitId: Droit.Beneficiaire })).toEqual({ kind: 'beneficiaire', organisationIds: [PROVIDER, 11] });
    expect(dossierScope(manager)).toEqual({ kind: 'all' });
    expect(dossierScope(caller(Droit.CentreAvis))).toEqual({ kind: 'none' });
  });
});

describe('dossierActions: documents, the service report and the beneficiary’s message (spec sections 2 and 6)', () => {
  const inProgress = dossier(CONFIRMED, DossierConfirmation);
  const submitted = dossier(CONFIRMED, DossierConfirmation, { rapportSoumis: true });
  const examined = dossier(StatutDossier.DOSSIER_PRESTATION_EXAMEN, DossierConfirmation);

  it('lets A, R, E of either side manage the introduction’s documents once its data is locked, and not before', () => {
    expect(providerTypesAllowed('manageDocuments', dossier(INTRO, DossierUpload))).toEqual([A, R, E]);
    expect([A, R, E, I].filter((t) => dossierActions(dossier(INTRO, DossierUpload), beneficiary(t)).manageDocuments)).toEqual([A, R, E]);
    expect(dossierActionVerdict('manageDocuments', dossier(INTRO, DossierValidation), provider(A))).toBe('invalidState');
    expect(dossierActionVerdict('manageDocuments', dossier(EXAM, DossierConfirmation), provider(A))).toBe('invalidState');
  });

  it('lets A, R, E edit the report while it is written, its documents until the beneficiary decides, and the invoice to A only', () => {
    expect(providerTypesAllowed('editReport', inProgress)).toEqual([A, R, E]);
    expect(dossierActionVerdict('editReport', submitted, provider(A))).toBe('invalidState');
    expect(providerTypesAllowed('manageReportDocuments', inProgress)).toEqual([A, R, E]);
    expect(providerTypesAllowed('manageReportDocuments', submitted)).toEqual([A, R, E]);
    expect(dossierActionVerdict('manageReportDocuments', examined, provider(A))).toBe('invalidState');
    expect(providerTypesAllowed('editInvoice', inProgress)).toEqual([A]);
    expect(dossierActionVerdict('editInvoice', examined, provider(A))).toBe('invalidState');
    expect(dossierActionVerdict('editReport', inProgress, beneficiary(A))).toBe('forbidden');
  });

  it('lets the beneficiary write to the provider once the dossier is sent to a provider, during the introduction only', () => {
    const sent = dossier(INTRO, DossierPrestation);
    expect([A, R, E, I].filter((t) => dossierActions(sent, beneficiary(t)).askPrestataire)).toEqual([A, R, E]);
    expect(dossierActionVerdict('askPrestataire', dossier(INTRO, DossierPrestataire), beneficiary(A))).toBe('invalidState');
    expect(dossierActionVerdict('askPrestataire', { ...sent, prestataireId: null }, beneficiary(A))).toBe('invalidState');
    expect(dossierActionVerdict('askPrestataire', dossier(EXAM, DossierConfirmation), beneficiary(A))).toBe('invalidState');
    expect(dossierActionVerdict('askPrestataire', sent, provider(A))).toBe('forbidden');
  });
});

describe('dossierActions: what the routes and the audit read of a rule', () => {
  it('names the sides a rule admits, the first gate of a route', () => {
    expect(dossierActionSides('view')).toEqual(['prestataire', 'beneficiaire', 'gestion']);
    expect(dossierActionSides('reply')).toEqual(['prestataire']);
    expect(dossierActionSides('askPrestataire')).toEqual(['beneficiaire']);
    expect(dossierActionSides('settle')).toEqual(['gestion']);
  });

  it('ties each status-changing action to its event, both ways; the scheduler’s events belong to no action', () => {
    expect(dossierActionEvent('delete')).toBe('DELETE_DOSSIER');
    expect(dossierActionEvent('view')).toBeUndefined();
    expect(dossierActionOfEvent('SUBMIT_INTRODUCTION')).toBe('submitIntroduction');
    expect(dossierActionOfEvent('BENEFICIARY_VALIDATES_REPORT')).toBe('validateReport');
    expect(dossierActionOfEvent('ACCEPT_TACITLY')).toBeUndefined();
    expect(dossierActionOfEvent('AUTO_REJECT_REPORT')).toBeUndefined();
  });

  it('says who a rule admits, for the audit’s report', () => {
    expect(dossierActionAuthors('declareAdmissible')).toEqual({ gestion: true, prestataire: undefined, beneficiaire: undefined });
    expect(dossierActionAuthors('submitReport')).toEqual({ gestion: undefined, prestataire: { types: [A] }, beneficiaire: undefined });
    expect(dossierActionAuthors('reply').prestataire).toEqual({ types: [A, R, E], assignedOnly: true });
  });

  it('judges whether the author held the right and the contact type, whatever the dossier’s state', () => {
    const settled = dossier(StatutDossier.DOSSIER_SOLDE, DossierConfirmation);
    expect(mayTakeDossierAction('cancel', settled, provider(A))).toBe(true);
    expect(mayTakeDossierAction('cancel', settled, provider(I))).toBe(false);
    expect(mayTakeDossierAction('cancel', settled, beneficiary(A))).toBe(false);
    expect(mayTakeDossierAction('declareAdmissible', settled, manager)).toBe(true);
    expect(mayTakeDossierAction('reply', settled, provider(A))).toBe(true);
    expect(mayTakeDossierAction('reply', { ...settled, contactIds: [] }, provider(A))).toBe(false);
  });
});

describe('dossierActionsOfPage: the actions a page shares', () => {
  it('gives every dossier of a page what dossierActions gives it alone, whatever the dossiers before it', () => {
    const statuses = [INTRO, EXAM, INFO, CONFIRMED, StatutDossier.DOSSIER_SOLDE];
    const steps = [DossierAide, DossierValidation, DossierConfirmation];
    const variants: Array<Partial<DossierForAccess>> = [
      {},
      { contactIds: [] },
      { rapportSoumis: true },
      { anciennePlateforme: true },
      { prestataireId: BENEFICIARY },
      { prestataireId: null },
      { beneficiaireId: PROVIDER, contactIds: [ME, 7] },
    ];
    const page = statuses.flatMap((statut) => steps.flatMap((step) => variants.map((extra) => dossier(statut, step, extra))));
    const callers = [
      manager,
      caller(Droit.Gestionnaire, [[PROVIDER, I]]),
      provider(A),
      provider(I),
      beneficiary(A),
      caller(Droit.Prestataire, [[PROVIDER, A], [BENEFICIARY, A]]),
      caller(Droit.Beneficiaire, [[BENEFICIARY, A], [PROVIDER, A]]),
      caller(Droit.Emetteur),
    ];
    for (const c of callers) {
      const actionsOf = dossierActionsOfPage(c);
      // Twice through the page: the second pass reads only what the first one kept.
      for (const d of [...page, ...page]) expect(actionsOf(d)).toEqual(dossierActions(d, c));
    }
  });
});
