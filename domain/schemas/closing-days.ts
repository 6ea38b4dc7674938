import { object, type Infer } from 'superstruct';
import { Day, Text } from './form-values';

/** A day the administration is closed, beyond weekends and public holidays (its deadlines skip it). */
export const ClosingDay = object({ day: Day, libelle: Text(100) });
export type ClosingDay = Infer<typeof ClosingDay>;

/** POST /gestion/closing-days/delete */
export const ClosingDayRef = object({ day: Day });
