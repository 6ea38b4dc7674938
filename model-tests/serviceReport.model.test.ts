import { describe, expect, it } from 'vitest';
import { ALL_STATUTS_DOSSIER, StatutDossier } from '../domain/dossier-status';
import { EtapePrestation, type EtapePrestationId } from '../domain/encoding-steps';
import { REPORT_SCREENS, type ReportScreen } from '../domain/service-report-screens';
import { openReportScreens, reportScreenFor, type ReportAccessFacts } from '../machines/access/serviceReportAccess';
import { serviceReportMachine } from '../machines/serviceReport.machine';
import { nextServiceReport, NEW_REPORT, type ServiceReportFacts } from '../machines/serviceReport.state';
import { coverageOf } from './coverage';
import { serviceReportModel } from './serviceReport.model';
import { walk } from './walk';

const E = EtapePrestation;
const ETAPES = Object.values(E) as EtapePrestationId[];
const SIDES: ReadonlyArray<ReportAccessFacts['side']> = ['prestataire', 'beneficiaire', null];

describe('the service report chart', () => {
  it('walks every transition, from the description to each decision', () => {
    const paths = walk(serviceReportMachine, serviceReportModel);
    expect(coverageOf(serviceReportMachine, paths).uncovered).toEqual([]);
    const ends = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.after.value)));
    for (const end of ['validated', 'refused', 'autoRejected']) expect(ends).toContain(JSON.stringify({ decided: end }));
  });

  it('takes the invoice before the activity report, and lets a new invoice invalidate it, before and after the submission', () => {
    const documents: ServiceReportFacts = { ...NEW_REPORT, etape: E.PrestaDocument };
    expect(nextServiceReport(documents, { type: 'ACTIVITY_REPORT_UPLOADED' })).toBeNull();
    expect(nextServiceReport(documents, { type: 'SUBMIT_TO_BENEFICIARY' })).toBeNull();
    const complete = { ...documents, facture: true, rapportActivite: true };
    expect(nextServiceReport(complete, { type: 'INVOICE_UPLOADED' })).toEqual({ etape: E.PrestaDocument, effects: ['invalidateActivityReport'] });
    expect(nextServiceReport(complete, { type: 'SUBMIT_TO_BENEFICIARY' })).toEqual({ etape: E.PrestaConfirmation, effects: [] });
    const submitted = { ...complete, etape: E.PrestaConfirmation };
    expect(nextServiceReport(submitted, { type: 'INVOICE_UPLOADED' })?.effects).toEqual(['invalidateActivityReport']);
    // Without its activity report, the beneficiary may refuse but not validate.
    const invalidated = { ...submitted, rapportActivite: false };
    expect(nextServiceReport(invalidated, { type: 'BENEFICIARY_VALIDATES' })).toBeNull();
    expect(nextServiceReport(invalidated, { type: 'BENEFICIARY_REFUSES' })?.etape).toBe(E.PrestaValidation);
  });

  it('keeps the data steps where they are when saved out of order, and fixes them once the recap is confirmed', () => {
    expect(nextServiceReport(NEW_REPORT, { type: 'SAVE_SPECIFICITES' })?.etape).toBe(E.PrestaDescription);
    expect(nextServiceReport({ ...NEW_REPORT, etape: E.PrestaRecapitulatif }, { type: 'SAVE_DESCRIPTION' })?.etape).toBe(E.PrestaRecapitulatif);
    expect(nextServiceReport(NEW_REPORT, { type: 'CONFIRM_RECAP' })).toBeNull();
    expect(nextServiceReport({ ...NEW_REPORT, etape: E.PrestaDocument }, { type: 'SAVE_DESCRIPTION' })).toBeNull();
    // Decided: nothing follows.
    const decided = { ...NEW_REPORT, etape: E.PrestaValidation, facture: true, rapportActivite: true, decision: 'validated' as const };
    for (const type of Object.keys(serviceReportModel.events)) expect(nextServiceReport(decided, { type } as never), type).toBeNull();
  });
});

describe('the service-report guard (spec section 4)', () => {
  const facts = (etape: EtapePrestationId, side: ReportAccessFacts['side'], sameOrganisation = false): ReportAccessFacts => ({
    statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME,
    etape,
    side,
    sameOrganisation,
  });

  it('opens each screen exactly as the spec says', () => {
    const provider = (etape: EtapePrestationId) => openReportScreens(facts(etape, 'prestataire'));
    expect(provider(E.PrestaDescription)).toEqual(['description', 'specificites']);
    expect(provider(E.PrestaSpecificites)).toEqual(['description', 'specificites']);
    expect(provider(E.PrestaRecapitulatif)).toEqual(['description', 'specificites', 'recapitulatif']);
    expect(provider(E.PrestaDocument)).toEqual(['documents']);
    expect(provider(E.PrestaConfirmation)).toEqual(['documents', 'confirmation']);
    expect(provider(E.PrestaValidation)).toEqual(['documents']);
    // Validation: the beneficiary, or a provider that is also the beneficiary, at Validation or Confirmation only.
    expect(openReportScreens(facts(E.PrestaConfirmation, 'prestataire', true))).toEqual(['documents', 'validation', 'confirmation']);
    expect(openReportScreens(facts(E.PrestaConfirmation, 'beneficiaire'))).toEqual(['validation']);
    expect(openReportScreens(facts(E.PrestaValidation, 'beneficiaire'))).toEqual(['validation']);
    expect(openReportScreens(facts(E.PrestaDocument, 'beneficiaire'))).toEqual([]);
    expect(openReportScreens(facts(E.PrestaConfirmation, null))).toEqual([]);
  });

  it('sends every denied visit to an allowed screen or to the dossier, and outside status 6 always to the dossier', () => {
    for (const statut of ALL_STATUTS_DOSSIER) {
      for (const etape of ETAPES) {
        for (const side of SIDES) {
          for (const sameOrganisation of [false, true]) {
            const visit = { statut, etape, side, sameOrganisation };
            const open = openReportScreens(visit);
            for (const wanted of REPORT_SCREENS) {
              const to = reportScreenFor(visit, wanted);
              const label = JSON.stringify({ ...visit, wanted });
              if (statut !== StatutDossier.DOSSIER_PRESTATION_CONFIRME) expect(to, label).toBe('dossier');
              else if (open.includes(wanted)) expect(to, label).toBe(wanted);
              else expect(to, label).toBe(open.at(-1) ?? 'dossier');
              if (to !== 'dossier') expect(open, label).toContain(to as ReportScreen);
            }
          }
        }
      }
    }
  });
});
