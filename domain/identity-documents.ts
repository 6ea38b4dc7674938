/**
 * The kinds of identity document a contact may name (spec section 3, Contact: "identity document type and
 * number"). The spec gives no list; these are the documents a Belgian administration accepts from a person
 * living in or coming to Belgium. Stored by code; anything else stored is shown as its code.
 */
export const TYPE_DOCUMENT_IDENTITE_LABELS = {
  CARTE_IDENTITE: "Carte d'identité",
  PASSEPORT: 'Passeport',
  TITRE_SEJOUR: 'Titre de séjour',
} as const;

export type TypeDocumentIdentiteCode = keyof typeof TYPE_DOCUMENT_IDENTITE_LABELS;

/** The `type_document_identite` relation of a contact: its code and French name. */
export function typeDocumentIdentite(code: string | null): { code: string; libelle: string } | null {
  if (!code) return null;
  return { code, libelle: (TYPE_DOCUMENT_IDENTITE_LABELS as Record<string, string>)[code] ?? code };
}
