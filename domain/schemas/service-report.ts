import { defaulted, enums, object, refine, type Infer } from 'superstruct';
import { reportStartBreach, TYPES_PRESTATION_REALISEE } from '../service-report';
import { platformToday } from '../sme';
import { Amount, atVersion, Day, REQUIRED, Text } from './form-values';
import { PARAGRAPH_MAX_LENGTH } from './wizard';

/**
 * Payloads of the service report's calls (POST /dossiers/{id}/report/..., our paths: the spec shows none).
 * The forms read them with the same structs, so a field's message is the server's.
 */

/** POST /dossiers/{id}/report/description: step 1, what was done and when. */
export const ReportDescriptionPayload = refine(
  atVersion({
    dateDebut: Day,
    dateFin: Day,
    tachesLivrables: Text(PARAGRAPH_MAX_LENGTH),
    contexte: Text(PARAGRAPH_MAX_LENGTH),
  }),
  'periode',
  (d) => {
    const startBreach = reportStartBreach(d.dateDebut, platformToday());
    if (startBreach) return { path: ['dateDebut'], message: startBreach };
    // ISO days compare as text.
    return d.dateFin >= d.dateDebut || { path: ['dateFin'], message: 'La fin de la prestation ne peut pas précéder son début.' };
  },
);
export type ReportDescriptionPayload = Infer<typeof ReportDescriptionPayload>;

/** POST /dossiers/{id}/report/specificites: step 2, the type, the conclusion and, for a partial performance, why the rest was cancelled. */
export const ReportSpecificitesPayload = refine(
  atVersion({
    typePrestation: enums(TYPES_PRESTATION_REALISEE),
    conclusion: Text(PARAGRAPH_MAX_LENGTH),
    motifAnnulation: defaulted(Text(PARAGRAPH_MAX_LENGTH, { required: false }), ''),
  }),
  'motifAnnulation',
  (s) => {
    if (s.typePrestation === 'PARTIELLE' && s.motifAnnulation === '') return { path: ['motifAnnulation'], message: REQUIRED };
    return s.typePrestation === 'PARTIELLE' || s.motifAnnulation === '' || { path: ['motifAnnulation'], message: 'Un motif d’annulation ne se donne que pour une prestation réalisée en partie.' };
  },
);
export type ReportSpecificitesPayload = Infer<typeof ReportSpecificitesPayload>;

export const INVOICE_NUMBER_MAX_LENGTH = 50;

/** The text fields of POST /dossiers/{id}/report/invoice (multipart/form-data, with `file`). */
export const InvoiceFields = object({
  numeroFacture: Text(INVOICE_NUMBER_MAX_LENGTH),
  montantHtva: Amount,
  dateFacture: Day,
});
export type InvoiceFields = Infer<typeof InvoiceFields>;
