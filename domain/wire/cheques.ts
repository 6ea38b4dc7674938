import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { ALL_STATUTS_DOSSIER } from '../dossier-status';
import { Instant, NamedRecord } from './shapes';
import { ConsumptionWindow } from './wizard';

/** One voucher of the provider's (a dossier past its introduction whose voucher is engaged). */
export const ChequeItem = object({
  dossierId: number(),
  reference: string(),
  beneficiaire: nullable(NamedRecord),
  /** The voucher type's name. */
  typeAide: nullable(string()),
  montantCheque: nullable(number()),
  interventionPublique: nullable(number()),
  quotePartBeneficiaire: nullable(number()),
  quotePartPayeeLe: nullable(Instant),
  StatutDossierId: enums(ALL_STATUTS_DOSSIER),
  statut: string(),
  /** When the voucher was paid to the provider (the dossier settled). */
  soldeLe: nullable(Instant),
  createdAt: Instant,
});
export type ChequeItem = Infer<typeof ChequeItem>;

/** A beneficiary of the page: what it consumed against the yearly and the 3-year ceilings. */
export const BeneficiaryConsumption = object({ beneficiaireId: number(), nom: string(), annuel: ConsumptionWindow, troisAns: ConsumptionWindow });
export type BeneficiaryConsumption = Infer<typeof BeneficiaryConsumption>;

export const ChequePage = object({
  items: array(ChequeItem),
  total: number(),
  totalExact: boolean(),
  page: number(),
  perPage: number(),
  consommations: array(BeneficiaryConsumption),
});
export type ChequePage = Infer<typeof ChequePage>;
