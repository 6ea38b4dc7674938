import { describe, expect, it } from 'vitest';
import { TypeContact, type TypeContactId } from '../../domain/contact-types';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { ETAPE_RANK, EtapeEncodage, ETAPES_ENCODAGE_ORDERED, type EtapeEncodageId } from '../../domain/encoding-steps';
import type { StepScreen, WizardKind } from '../../domain/wizard-steps';
import {
  furthestOpenScreen,
  openScreens,
  wizardAccess,
  type WizardAccess,
  type WizardDossier,
} from '../../machines/access/wizardAccess';

const { DossierAide, DossierBeneficiaire, DossierPrestataire, DossierPrestation, DossierFinanciere, DossierValidation, DossierUpload } =
  EtapeEncodage;
const { AUTORITE, REFERENCE, INFORMATION, EXPERT } = TypeContact;

// Written here from the spec, not read from domain/wizard-steps: the rank each screen has against the
// saved step (ETAPE_RANK: aide 1 ... confirmation 9), and the screen each saved rank resumes at.
const SCREEN_RANK: { [W in WizardKind]: Record<StepScreen<W>, number> } = {
  introduction: { cheque: 1, beneficiaire: 2, prestataire: 3, competences: 4, prestation: 4, financier: 5, specificites: 6, recapitulatif: 7, documents: 8, confirmation: 9 },
  initiation: { cheque: 1, beneficiaire: 2, prestataire: 3, recapitulatif: 3, documents: 8, confirmation: 9 },
};
const RESUME_AT: { [W in WizardKind]: Array<StepScreen<W>> } = {
  introduction: ['cheque', 'beneficiaire', 'prestataire', 'competences', 'financier', 'specificites', 'recapitulatif', 'documents', 'confirmation'],
  initiation: ['cheque', 'beneficiaire', 'prestataire', 'recapitulatif', 'recapitulatif', 'recapitulatif', 'recapitulatif', 'documents', 'confirmation'],
};
const SCREENS = { introduction: Object.keys(SCREEN_RANK.introduction), initiation: Object.keys(SCREEN_RANK.initiation) } as {
  [W in WizardKind]: Array<StepScreen<W>>;
};

interface Case {
  wizard: WizardKind;
  droitId: number;
  dossier: WizardDossier;
  screen: StepScreen<WizardKind>;
}

type Outcome = 'allow' | 'notFound' | `redirect ${string}`;

/** The spec's sentences, in the precedence machines/access/wizardAccess.ts documents. */
function expected({ wizard, droitId, dossier, screen }: Case): Outcome {
  const sendTo = (to: string): Outcome => (to === screen ? 'allow' : `redirect ${to}`);
  const saved = ETAPE_RANK[dossier.etapeEncodage];
  const target = (SCREEN_RANK[wizard] as Record<string, number>)[screen]!;
  const savedScreen = RESUME_AT[wizard][saved - 1]!;
  const hasAuthorityOrReference = dossier.providerContactTypes.some((t) => t === AUTORITE || t === REFERENCE);
  if (droitId !== (wizard === 'introduction' ? Droit.Prestataire : Droit.Beneficiaire)) return 'notFound';
  if (dossier.statut !== StatutDossier.DOSSIER_INTRODUCTION) return sendTo('confirmation');
  if (dossier.etapeEncodage === DossierUpload) return sendTo('documents');
  if (wizard === 'initiation' && saved >= ETAPE_RANK[DossierPrestation]) return sendTo('recapitulatif');
  if (wizard === 'introduction' && saved >= 3 && target > 3 && !hasAuthorityOrReference) return sendTo('prestataire');
  if (target > saved) return sendTo(savedScreen);
  if (screen === 'prestation' && !dossier.hasCompetences) return sendTo(savedScreen);
  return 'allow';
}

function outcome(access: WizardAccess<WizardKind>): Outcome {
  if ('allow' in access) return 'allow';
  return 'notFound' in access ? 'notFound' : `redirect ${access.redirect}`;
}

function access({ wizard, droitId, dossier, screen }: Case, dossierIdParam = '42') {
  return wizardAccess<WizardKind>({ wizard, dossierIdParam, dossier, droitId, targetScreen: screen });
}

function dossier(etapeEncodage: EtapeEncodageId, changes: Partial<WizardDossier> = {}): WizardDossier {
  return { statut: StatutDossier.DOSSIER_INTRODUCTION, etapeEncodage, hasCompetences: true, providerContactTypes: [AUTORITE], ...changes };
}

const provider = (screen: StepScreen<'introduction'>, d: WizardDossier) => outcome(access({ wizard: 'introduction', droitId: Droit.Prestataire, dossier: d, screen }));
const beneficiary = (screen: StepScreen<'initiation'>, d: WizardDossier) => outcome(access({ wizard: 'initiation', droitId: Droit.Beneficiaire, dossier: d, screen }));

const CASES: Case[] = (['introduction', 'initiation'] as const).flatMap((wizard) =>
  [Droit.Prestataire, Droit.Beneficiaire, Droit.Gestionnaire].flatMap((droitId) =>
    [StatutDossier.DOSSIER_INTRODUCTION, StatutDossier.DOSSIER_EXAMEN].flatMap((statut) =>
      ETAPES_ENCODAGE_ORDERED.flatMap((etapeEncodage) =>
        [[REFERENCE], [INFORMATION, EXPERT]].flatMap((providerContactTypes: TypeContactId[]) =>
          [true, false].flatMap((hasCompetences) =>
            SCREENS[wizard].map((screen) => ({ wizard, droitId, screen, dossier: { statut, etapeEncodage, hasCompetences, providerContactTypes } })),
          ),
        ),
      ),
    ),
  ),
);

describe('wizardAccess: every combination the rules distinguish', () => {
  it('covers both wizards, three rights, two statuses, every saved step and screen, with and without A/R contacts and competences', () => {
    expect(CASES).toHaveLength(3 * 2 * 9 * 2 * 2 * (10 + 6));
  });

  it('decides as the spec says', () => {
    const wrong = CASES.map((c) => ({ ...c, expected: expected(c), actual: outcome(access(c)) })).filter((c) => c.expected !== c.actual);
    expect(wrong).toEqual([]);
  });

  it('redirects only to screens it allows, so a redirect never bounces again', () => {
    const bounces = CASES.flatMap((c) => {
      const result = access(c);
      return 'redirect' in result && outcome(access({ ...c, screen: result.redirect })) !== 'allow' ? [{ ...c, redirect: result.redirect }] : [];
    });
    expect(bounces).toEqual([]);
  });

  it('opens in the step indicator exactly the screens it allows, and resumes at the last of them', () => {
    for (const c of CASES.filter((x) => x.screen === 'cheque')) {
      const input = { wizard: c.wizard, dossierIdParam: '42', dossier: c.dossier, droitId: c.droitId };
      const open = SCREENS[c.wizard].filter((screen) => outcome(access({ ...c, screen })) === 'allow');
      expect(openScreens<WizardKind>(input)).toEqual(open);
      expect(furthestOpenScreen<WizardKind>(input)).toBe(open.at(-1) ?? null);
    }
  });
});

describe('wizardAccess: each sentence of the spec', () => {
  it('"dossierId must be numeric, else not found" (and non-zero, spec section 5)', () => {
    const c: Case = { wizard: 'introduction', droitId: Droit.Prestataire, dossier: dossier(DossierAide), screen: 'cheque' };
    for (const param of ['abc', '0', '', '-1', '1.5', '00', ' 1', '1e3']) expect(outcome(access(c, param)), param).toBe('notFound');
    expect(outcome(wizardAccess({ ...c, targetScreen: 'cheque', dossierIdParam: undefined }))).toBe('notFound');
    expect(outcome(access(c, '42'))).toBe('allow');
  });

  it('"The dossier must load, else not found."', () => {
    expect(outcome(wizardAccess({ wizard: 'introduction', dossierIdParam: '42', dossier: null, droitId: Droit.Prestataire, targetScreen: 'cheque' }))).toBe('notFound');
  });

  it('"provider for /introduction-dossier, beneficiary for /initiation-dossier. The wrong role gives not found."', () => {
    const d = dossier(DossierAide);
    expect(outcome(access({ wizard: 'introduction', droitId: Droit.Beneficiaire, dossier: d, screen: 'cheque' }))).toBe('notFound');
    expect(outcome(access({ wizard: 'initiation', droitId: Droit.Prestataire, dossier: d, screen: 'cheque' }))).toBe('notFound');
    expect(outcome(wizardAccess({ wizard: 'initiation', dossierIdParam: '42', dossier: d, droitId: null, targetScreen: 'cheque' }))).toBe('notFound');
  });

  it('"If the target ranks higher than the saved step, the user is redirected to the screen matching the saved step."', () => {
    expect(provider('specificites', dossier(DossierBeneficiaire))).toBe('redirect beneficiaire');
    expect(provider('prestation', dossier(DossierPrestataire))).toBe('redirect prestataire');
    expect(provider('beneficiaire', dossier(DossierFinanciere))).toBe('allow');
    expect(beneficiary('documents', dossier(DossierBeneficiaire))).toBe('redirect beneficiaire');
  });

  it('"If the saved step is Upload, the user always goes to documents."', () => {
    expect(provider('cheque', dossier(DossierUpload))).toBe('redirect documents');
    expect(provider('confirmation', dossier(DossierUpload))).toBe('redirect documents');
    expect(beneficiary('recapitulatif', dossier(DossierUpload))).toBe('redirect documents');
    expect(provider('documents', dossier(DossierUpload, { providerContactTypes: [] }))).toBe('allow');
  });

  it('"If the status is no longer DOSSIER_INTRODUCTION, the user goes to confirmation."', () => {
    const submitted = dossier(DossierUpload, { statut: StatutDossier.DOSSIER_EXAMEN });
    expect(provider('documents', submitted)).toBe('redirect confirmation');
    expect(beneficiary('cheque', submitted)).toBe('redirect confirmation');
    expect(provider('confirmation', submitted)).toBe('allow');
  });

  it('"For a beneficiary whose saved step is prestation or later, the user goes to the recap step"', () => {
    expect(beneficiary('cheque', dossier(DossierPrestation))).toBe('redirect recapitulatif');
    expect(beneficiary('prestataire', dossier(DossierValidation))).toBe('redirect recapitulatif');
    expect(beneficiary('recapitulatif', dossier(DossierFinanciere))).toBe('allow');
    // Before sending, the recap is where the beneficiary sends the dossier from.
    expect(beneficiary('recapitulatif', dossier(DossierPrestataire))).toBe('allow');
  });

  it('"a provider ... who targets a step after the provider step, is sent back to the provider step" without A or R contact', () => {
    const withoutAR = (etape: EtapeEncodageId) => dossier(etape, { providerContactTypes: [INFORMATION, EXPERT] });
    expect(provider('competences', withoutAR(DossierPrestation))).toBe('redirect prestataire');
    expect(provider('recapitulatif', withoutAR(DossierValidation))).toBe('redirect prestataire');
    expect(provider('prestataire', withoutAR(DossierValidation))).toBe('allow');
    expect(provider('beneficiaire', withoutAR(DossierValidation))).toBe('allow');
    expect(provider('recapitulatif', dossier(DossierValidation, { providerContactTypes: [REFERENCE] }))).toBe('allow');
  });

  it('"Reaching the prestation screen with no competences chosen redirects to the saved step."', () => {
    expect(provider('prestation', dossier(DossierPrestation, { hasCompetences: false }))).toBe('redirect competences');
    expect(provider('prestation', dossier(DossierValidation, { hasCompetences: false }))).toBe('redirect recapitulatif');
    expect(provider('competences', dossier(DossierPrestation, { hasCompetences: false }))).toBe('allow');
    expect(provider('prestation', dossier(DossierPrestation))).toBe('allow');
  });
});
