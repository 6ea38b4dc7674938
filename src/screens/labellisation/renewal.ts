import { StatutLabellisation } from '../../../domain/labellisation';
import { platformToday } from '../../../domain/sme';
import type { LabelItem } from '../../../domain/wire/labellisation';

/**
 * A valid label may be renewed from LABEL_RENEWAL_WINDOW_DAYS before its last day until that day (the server's
 * submission rule; the screens only offer it then).
 */
export function isRenewable(label: LabelItem, today = platformToday()): boolean {
  return label.statut === StatutLabellisation.ACTIVE && today >= label.renouvelableDes && today <= label.expireLe;
}
