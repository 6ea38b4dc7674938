import { memberOf } from './member-of';
import { codesOf } from './labelled-codes';
/**
 * Documents attached to dossiers and organisations (spec sections 3, 5 and 9).
 * The spec names the document statuses without ids: 1..6 in the order it lists them is our choice.
 */
export const StatutDocument = {
  VERIFIE_GESTIONNAIRE: 1,
  REFUSE_GESTIONNAIRE: 2,
  VALIDE_BENEFICIAIRE: 3,
  REFUSE_BENEFICIAIRE: 4,
  EN_ATTENTE: 5,
  REFUSE_AUTOMATIQUEMENT: 6,
} as const;

export type StatutDocumentId = (typeof StatutDocument)[keyof typeof StatutDocument];

export const ALL_STATUTS_DOCUMENT = Object.values(StatutDocument) as StatutDocumentId[];

export const isStatutDocumentId = memberOf<StatutDocumentId>(Object.values(StatutDocument));

export const STATUT_DOCUMENT_LABELS: Record<StatutDocumentId, string> = {
  [StatutDocument.VERIFIE_GESTIONNAIRE]: 'Vérifié par le gestionnaire',
  [StatutDocument.REFUSE_GESTIONNAIRE]: 'Refusé par le gestionnaire',
  [StatutDocument.VALIDE_BENEFICIAIRE]: 'Validé par le bénéficiaire',
  [StatutDocument.REFUSE_BENEFICIAIRE]: 'Refusé par le bénéficiaire',
  [StatutDocument.EN_ATTENTE]: 'En attente',
  [StatutDocument.REFUSE_AUTOMATIQUEMENT]: 'Refusé automatiquement',
};

/** 20 MB, in binary megabytes as file pickers and multipart limits count them. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** JPEG, PNG and PDF for documents; photos are images only (spec section 5). */
export const ACCEPTED_UPLOAD_MIME = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ACCEPTED_PHOTO_MIME = ['image/jpeg', 'image/png'] as const;

export type AcceptedUploadMime = (typeof ACCEPTED_UPLOAD_MIME)[number];

/**
 * A contact's photo (spec sections 3 and 5: PhotoEmpreinteId, JPEG and PNG only). 5 MB, not the documents' 20:
 * a photo straight from a phone's camera (2 to 4 MB) passes without being resized, while a photo shown at a few
 * centimetres and read on every visit of the profile never needs more.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The code of the photos' type in the document catalogue (types_document): a photo is kept as a document. */
export const TYPE_DOCUMENT_PHOTO_CONTACT = 'PHOTO_CONTACT';
export const CONTEXTE_PHOTO_CONTACT = 'photo-contact';

/** Upload error kinds of spec section 5, shared by the browser's checks and the server's, each with its message. */
export const UPLOAD_ERROR_MESSAGES = {
  tooBig: 'Le fichier est trop volumineux : la taille maximale est de 20 Mo.',
  interrupted: "L'envoi du fichier a été interrompu. Veuillez réessayer.",
  noFile: "Aucun fichier n'a été sélectionné.",
  technical: "Une erreur technique a empêché l'envoi du fichier. Veuillez réessayer plus tard.",
  extensionNotAllowed:
    "Ce format de fichier n'est pas accepté. Formats acceptés : JPEG, PNG et PDF.",
  unknown: "Une erreur inconnue est survenue lors de l'envoi du fichier.",
};

export type UploadErrorKind = keyof typeof UPLOAD_ERROR_MESSAGES;
export const UPLOAD_ERROR_KINDS = codesOf(UPLOAD_ERROR_MESSAGES);

/** What a photo is refused for where a document would be told otherwise (its formats, its size). */
export const PHOTO_ERROR_MESSAGES: Partial<Record<UploadErrorKind, string>> = {
  tooBig: 'La photo est trop volumineuse : la taille maximale est de 5 Mo.',
  extensionNotAllowed: "Ce fichier n'est pas une image JPEG ou PNG : seules ces photos sont acceptées.",
};

/** The formats, the size and the words of one kind of upload: documents, or photos. */
export interface UploadRule {
  accepted: readonly AcceptedUploadMime[];
  maxBytes: number;
  messages: Record<UploadErrorKind, string>;
}

export const DOCUMENT_UPLOAD: UploadRule = { accepted: ACCEPTED_UPLOAD_MIME, maxBytes: UPLOAD_MAX_BYTES, messages: UPLOAD_ERROR_MESSAGES };
export const PHOTO_UPLOAD: UploadRule = { accepted: ACCEPTED_PHOTO_MIME, maxBytes: PHOTO_MAX_BYTES, messages: { ...UPLOAD_ERROR_MESSAGES, ...PHOTO_ERROR_MESSAGES } };

/**
 * The checks both sides can make before storing a file: presence, size and declared type.
 * The server additionally recognises the type by content (DESIGN.md); this only reads what the
 * file claims. Returns null when the file may be sent.
 */
export function uploadErrorOf(
  file: { readonly size: number; readonly type: string } | null | undefined,
  accepted: readonly string[] = ACCEPTED_UPLOAD_MIME,
  maxBytes = UPLOAD_MAX_BYTES,
): UploadErrorKind | null {
  if (!file) return 'noFile';
  if (file.size > maxBytes) return 'tooBig';
  if (!accepted.includes(file.type)) return 'extensionNotAllowed';
  return null;
}

/**
 * The error code the server answers for each upload failure (its status follows from the error's kind,
 * domain/errors.ts), so that the browser gives the same kind back to the user. `unknown` has no answer of its
 * own: it is whatever else went wrong.
 */
export const UPLOAD_ERROR_RESPONSES: Record<Exclude<UploadErrorKind, 'unknown'>, { code: string }> = {
  tooBig: { code: 'FileTooBig' },
  interrupted: { code: 'UploadInterrupted' },
  noFile: { code: 'NoFile' },
  technical: { code: 'UploadFailed' },
  extensionNotAllowed: { code: 'ExtensionNotAllowed' },
};

/** The kind of an upload failure from the code the server answered; `unknown` for any other answer. */
export function uploadErrorKindOfCode(code: string | null | undefined): UploadErrorKind {
  const found = (Object.keys(UPLOAD_ERROR_RESPONSES) as Array<keyof typeof UPLOAD_ERROR_RESPONSES>).find(
    (kind) => UPLOAD_ERROR_RESPONSES[kind].code === code,
  );
  return found ?? 'unknown';
}

/** The document types of a dossier's introduction (types_document.contexte), listed by GET /dossiers/{id}/types-document/intro-dossier. */
export const CONTEXTE_INTRO_DOSSIER = 'intro-dossier';

/**
 * The documents that come with an answer to a request for information (spec section 2, DRC: "the answer with
 * documents"): one type, in the catalogue under this context and code.
 */
export const CONTEXTE_REPONSE_DRC = 'reponse-drc';
export const TYPE_DOCUMENT_REPONSE_DRC = 'PIECE_REPONSE_DRC';
