import { describe, expect, it } from 'vitest';
import { ALL_STATUTS_DOSSIER } from '../../domain/dossier-status';
import type { TypeContactId } from '../../domain/contact-types';
import type { EtapeEncodageId, EtapePrestationId } from '../../domain/encoding-steps';
import type { ReportScreen } from '../../domain/service-report-screens';
import type { StepScreen } from '../../domain/wizard-steps';
import { openReportScreens, reportScreenFor, type ReportAccessFacts } from '../../machines/access/serviceReportAccess';
import { wizardAccess, type WizardDossier } from '../../machines/access/wizardAccess';
import { NEW_REPORT, reportScreenVerdict } from '../../machines/serviceReport.state';
import { CONTACT_TYPE_ID } from './callers';
import { screenOfSavedStep, STEP_RANK, WIZARD_RIGHT, wizardRules, wizardScreens, type Wizard, type WizardCondition } from './dossierWizard.table';
import { DENIED_NOTHING_OPEN, DENIED_OTHER_STATUS, REPORT_STATUS, reportScreenRules, type ReportVisitor } from './serviceReportScreens.table';

/** Validation (36): the beneficiary's decision moves the report there and the dossier out of status 6 in one change. */
const REPORT_DECIDED_STEP = 36;

describe('the service-report screen rule, and the report machine that asks it, equal their oracle table (machines/access/serviceReportAccess.ts, every input)', () => {
  const steps = [...new Set(reportScreenRules.flatMap((rule) => rule.atSteps))] as EtapePrestationId[];
  const visitorOf = ({ side, sameOrganisation }: ReportAccessFacts): ReportVisitor | null =>
    side === 'beneficiaire' ? 'beneficiary' : side === 'prestataire' ? (sameOrganisation ? 'providerOfSameOrganisation' : 'provider') : null;
  const opensInTable = (facts: ReportAccessFacts) => {
    const visitor = visitorOf(facts);
    if (facts.statut !== REPORT_STATUS || visitor === null) return [];
    return reportScreenRules.filter((rule) => rule.opensTo.includes(visitor) && rule.atSteps.includes(facts.etape)).map((rule) => rule.screen);
  };

  it('lists the six screens of spec section 2, in order, and the six step ids of section 3', () => {
    expect(reportScreenRules.map((rule) => rule.screen)).toEqual(['description', 'specificites', 'recapitulatif', 'documents', 'validation', 'confirmation']);
    expect([...steps].sort()).toEqual([100, 33, 34, 35, 36, 999].sort());
  });

  it('opens, and sends a refused visit to, exactly what the table says', () => {
    let cases = 0;
    for (const statut of ALL_STATUTS_DOSSIER)
      for (const etape of steps)
        for (const side of ['prestataire', 'beneficiaire', null] as const)
          for (const sameOrganisation of [false, true]) {
            const facts: ReportAccessFacts = { statut, etape, side, sameOrganisation };
            const open = opensInTable(facts);
            expect(openReportScreens(facts), JSON.stringify(facts)).toEqual(open);
            for (const { screen } of reportScreenRules) {
              const expected = statut !== REPORT_STATUS ? DENIED_OTHER_STATUS : open.includes(screen) ? screen : (open.at(-1) ?? DENIED_NOTHING_OPEN);
              expect(reportScreenFor(facts, screen as ReportScreen), `${screen} ${JSON.stringify(facts)}`).toBe(expected);
              // The routes ask the report's machine restored at that step (machines/serviceReport.state.ts): the same answer,
              // but at step 36, where the report is decided and its dossier has left status 6 (domain/service-report-screens.ts).
              if (statut !== REPORT_STATUS || etape !== REPORT_DECIDED_STEP) {
                const asked = reportScreenVerdict({ ...NEW_REPORT, etape }, { statut, side, sameOrganisation }, screen as ReportScreen);
                expect(asked, `machine: ${screen} ${JSON.stringify(facts)}`).toBe(expected);
              }
              cases += 1;
            }
          }
    expect(cases).toBe(ALL_STATUTS_DOSSIER.length * steps.length * 3 * 2 * 6);
  }, 30_000);
});

interface Case {
  wizard: Wizard;
  dossierIdParam: string | undefined;
  dossier: WizardDossier | null;
  droitId: number | null;
  target: string;
}

const rankOf = (step: number) => STEP_RANK[step]!;
const stepOfScreen = (wizard: Wizard, screen: string) => wizardScreens[wizard].find((s) => s.screen === screen)!.step;

/** The facts a condition reads: a yes/no fact, or a value it names. */
function fact(key: string, value: unknown, c: Case): boolean {
  const dossier = c.dossier!;
  switch (key) {
    case 'idNumeric':
      return /^[0-9]+$/.test(c.dossierIdParam ?? '') && Number(c.dossierIdParam) > 0;
    case 'loaded':
      return c.dossier !== null;
    case 'roleMatches':
      return c.droitId === WIZARD_RIGHT[c.wizard];
    case 'statusIntroduction':
      return dossier.statut === 1;
    case 'targetAheadOfSaved':
      return rankOf(stepOfScreen(c.wizard, c.target)) > rankOf(dossier.etapeEncodage);
    case 'providerAuthorityOrReference':
      return dossier.providerContactTypes.some((type) => type === CONTACT_TYPE_ID.A || type === CONTACT_TYPE_ID.R);
    case 'hasCompetences':
      return dossier.hasCompetences;
    case 'savedStep':
      return dossier.etapeEncodage === value;
    case 'wizard':
      return c.wizard === value;
    case 'savedRankAtLeastOf':
      return rankOf(dossier.etapeEncodage) >= rankOf(value as number);
    case 'targetRankAboveOf':
      return rankOf(stepOfScreen(c.wizard, c.target)) > rankOf(value as number);
    case 'target':
      return c.target === value;
  }
  throw new Error(`condition ${key} unknown`);
}

function holds(condition: WizardCondition, c: Case): boolean {
  const [[key, value]] = Object.entries(condition) as [[string, unknown]];
  return typeof value === 'boolean' ? fact(key, value, c) === value : fact(key, value, c);
}

/** What the table's rules decide: the first rule whose conditions hold; a redirect to the target lets the user in. */
function tableDecision(c: Case): { allow: true } | { notFound: true } | { redirect: string } {
  for (const rule of wizardRules) {
    const fires = rule.anyOf ? rule.anyOf.some((condition) => holds(condition, c)) : rule.when!.every((condition) => holds(condition, c));
    if (!fires) continue;
    if (rule.goTo === 'notFound') return { notFound: true };
    const screen = rule.goTo === 'savedStepScreen' ? screenOfSavedStep[c.wizard][c.dossier!.etapeEncodage]! : rule.goTo;
    return screen === c.target ? { allow: true } : { redirect: screen };
  }
  return { allow: true };
}

describe('the dossier wizard guard equals its oracle table (machines/access/wizardAccess.ts, every input)', () => {
  it('has the seven rules of spec section 4', () => {
    expect(wizardRules.map((rule) => rule.rule)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('every screen and redirect of the guard is the table\'s', () => {
    const steps = Object.keys(STEP_RANK).map(Number);
    const contactSets = [[], ['A'], ['R'], ['E'], ['I'], ['T'], ['I', 'A']].map((letters) => letters.map((letter) => CONTACT_TYPE_ID[letter as 'A']) as TypeContactId[]);
    const dossiers: Array<WizardDossier | null> = [null];
    for (const statut of [1, 2, 6, 20])
      for (const etapeEncodage of steps)
        for (const hasCompetences of [false, true])
          for (const providerContactTypes of contactSets) dossiers.push({ statut, etapeEncodage: etapeEncodage as EtapeEncodageId, hasCompetences, providerContactTypes } as WizardDossier);
    // Every dossier with a valid id; the ids the spec refuses with a few dossiers (rule 1 reads no more of them).
    const idsAndDossiers: Array<[string | undefined, WizardDossier | null]> = [
      ...dossiers.map((dossier): [string, WizardDossier | null] => ['12', dossier]),
      ...['0', 'abc', '-3', '1.5', '', undefined].flatMap((id) => dossiers.slice(0, 4).map((dossier): [string | undefined, WizardDossier | null] => [id, dossier])),
    ];
    const keyOf = (access: object) => ('redirect' in access ? `redirect ${String(access.redirect)}` : Object.keys(access)[0]!);
    let cases = 0;
    for (const wizard of ['introduction', 'initiation'] as const)
      for (const [dossierIdParam, dossier] of idsAndDossiers)
        for (const droitId of [null, 3, 4, 5])
          for (const { screen: target } of wizardScreens[wizard]) {
            const c: Case = { wizard, dossierIdParam, dossier, droitId, target };
            const actual = wizardAccess({ wizard, dossierIdParam, dossier, droitId, targetScreen: target as StepScreen<typeof wizard> });
            const expected = tableDecision(c);
            if (keyOf(actual) !== keyOf(expected)) expect(actual, JSON.stringify(c)).toEqual(expected);
            cases += 1;
          }
    expect(cases).toBeGreaterThan(30_000);
  }, 30_000);
});
