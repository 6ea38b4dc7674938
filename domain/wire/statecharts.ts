import { number, object, type Infer } from 'superstruct';

/**
 * GET /api/statecharts/settings: the deadline settings the machines' texts name (`ADMISSIBILITY_DAYS jours
 * ouvrables`), with the values the running server uses, so that the statechart studio reads "5 jours ouvrables".
 */
export const STATECHART_SETTINGS_PATH = '/statecharts/settings';

export const StatechartSettings = object({
  ADMISSIBILITY_DAYS: number(),
  REPORT_AUTO_REJECT_DAYS: number(),
  REPORT_CHECK_DAYS: number(),
});
// The studio reads it as a record of setting names to values.
export type StatechartSettings = Infer<typeof StatechartSettings>;
