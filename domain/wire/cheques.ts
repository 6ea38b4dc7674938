import type { StatutDossierId } from '../dossier-status';
import type { ConsumptionWindow } from './wizard';

/** One voucher of the provider's (a dossier past its introduction whose voucher is engaged). */
export interface ChequeItem {
  dossierId: number;
  reference: string;
  beneficiaire: { id: number; nom: string } | null;
  /** The voucher type's name. */
  typeAide: string | null;
  montantCheque: number | null;
  interventionPublique: number | null;
  quotePartBeneficiaire: number | null;
  quotePartPayeeLe: string | null;
  StatutDossierId: StatutDossierId;
  statut: string;
  /** When the voucher was paid to the provider (the dossier settled). */
  soldeLe: string | null;
  createdAt: string;
}

/** A beneficiary of the page: what it consumed against the yearly and the 3-year ceilings. */
export interface BeneficiaryConsumption {
  beneficiaireId: number;
  nom: string;
  annuel: ConsumptionWindow;
  troisAns: ConsumptionWindow;
}

export interface ChequePage {
  items: ChequeItem[];
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
  consommations: BeneficiaryConsumption[];
}
