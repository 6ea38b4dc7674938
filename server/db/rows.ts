import type { DossierForAccess } from '../../domain/dossier-actions';
import type { dossiers, xContacts } from './schema/index';

/** A dossier's row as stored. */
export type DossierRow = typeof dossiers.$inferSelect;

/** A stored dossier and what the access rules and the status machine read of it. */
export interface StoredDossier {
  row: DossierRow;
  access: DossierForAccess;
}

/** A contact-organisation link (an x_contacts row). */
export type ContactLinkRow = typeof xContacts.$inferSelect;
