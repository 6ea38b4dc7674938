import { describe, expect, it } from 'vitest';
import { EtapePrestation } from '../../domain/encoding-steps';
import { DOCUMENT_EVENT_OF_DECISION, NEW_REPORT, reportDecisionOf, serviceReportStateValue } from '../../machines/serviceReport.state';

/**
 * The stored report and its decision (spec sections 3 and 4): the invoice before the activity report; the
 * beneficiary validates or refuses the submitted report, or it is refused automatically after the delay; a
 * report's documents take the statuses "validated by beneficiary", "refused by beneficiary", "automatically refused".
 */
describe('the service report as stored', () => {
  it('starts, for a dossier with no report yet, at the description with no document and no decision', () => {
    expect(NEW_REPORT).toEqual({ etape: EtapePrestation.PrestaDescription, facture: false, rapportActivite: false, decision: null });
  });

  it('awaits the activity report at the documents step once the invoice is there', () => {
    const documents = { ...NEW_REPORT, etape: EtapePrestation.PrestaDocument };
    expect(serviceReportStateValue(documents)).toEqual({ documents: 'awaitingInvoice' });
    expect(serviceReportStateValue({ ...documents, facture: true })).toEqual({ documents: 'awaitingActivityReport' });
    expect(serviceReportStateValue({ ...documents, facture: true, rapportActivite: true })).toEqual({ documents: 'complete' });
  });

  it('restores a decided report with the decision it holds', () => {
    const decided = { ...NEW_REPORT, etape: EtapePrestation.PrestaValidation, facture: true, rapportActivite: true };
    expect(serviceReportStateValue({ ...decided, decision: 'refused' })).toEqual({ decided: 'refused' });
    expect(serviceReportStateValue({ ...decided, decision: 'autoRejected' })).toEqual({ decided: 'autoRejected' });
  });

  it('takes the decision from the beneficiary’s events and the delay, none from the provider’s', () => {
    expect(reportDecisionOf({ type: 'BENEFICIARY_VALIDATES' })).toBe('validated');
    expect(reportDecisionOf({ type: 'BENEFICIARY_REFUSES' })).toBe('refused');
    expect(reportDecisionOf({ type: 'AUTO_REJECTED' })).toBe('autoRejected');
    expect(reportDecisionOf({ type: 'SUBMIT_TO_BENEFICIARY' })).toBeNull();
    expect(reportDecisionOf({ type: 'SAVE_DESCRIPTION' })).toBeNull();
  });

  it('sends the report’s documents the decision: validated or refused by the beneficiary, or refused automatically', () => {
    expect(DOCUMENT_EVENT_OF_DECISION).toEqual({ validated: 'BENEFICIARY_VALIDATES', refused: 'BENEFICIARY_REFUSES', autoRejected: 'REFUSE_AUTOMATICALLY' });
  });
});
