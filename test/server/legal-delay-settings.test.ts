import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('the legal delays settings', () => {
  it('default to 5 working days for admissibility, 15 for the report and its check, alerts 5 and 2 days before', () => {
    expect(loadConfig({})).toMatchObject({ admissibilityDays: 5, reportAutoRejectDays: 15, reportCheckDays: 15, deadlineAlertDays: [5, 2] });
  });

  it('read the alerts as a comma-separated list, and refuse anything else with the setting named', () => {
    expect(loadConfig({ DEADLINE_ALERT_DAYS: '10, 3,1', ADMISSIBILITY_DAYS: '7' })).toMatchObject({ deadlineAlertDays: [10, 3, 1], admissibilityDays: 7 });
    for (const wrong of ['2,,1', 'deux', '2,-1', '1.5']) {
      expect(() => loadConfig({ DEADLINE_ALERT_DAYS: wrong })).toThrow(`DEADLINE_ALERT_DAYS doit être une liste d'entiers positifs séparés par des virgules (reçu « ${wrong} »).`);
    }
    expect(() => loadConfig({ REPORT_CHECK_DAYS: 'quinze' })).toThrow('REPORT_CHECK_DAYS doit être un entier positif');
  });
});
