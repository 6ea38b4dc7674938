import { array } from 'superstruct';
import { ClosingDay } from '../schemas/closing-days';

/** The platform's closing days in day order, as every closing-day call answers them: the days a manager adds, read back. */
export const ClosingDays = array(ClosingDay);
