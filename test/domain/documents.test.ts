import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_PHOTO_MIME,
  ACCEPTED_UPLOAD_MIME,
  isStatutDocumentId,
  STATUT_DOCUMENT_LABELS,
  StatutDocument,
  UPLOAD_ERROR_KINDS,
  UPLOAD_ERROR_MESSAGES,
  UPLOAD_ERROR_RESPONSES,
  UPLOAD_MAX_BYTES,
  uploadErrorKindOfCode,
  uploadErrorOf,
} from '../../domain/documents';
import { columnOf } from '../support/markdown-table';
import { idsByName, labelsById, specTable } from './spec-tables/spec-tables';

// The oracles are sections 3 and 5's lists, written as tables in spec-tables/.
const statuses = specTable('document-statuses');

describe('document statuses (spec section 3, ids chosen)', () => {
  it('pins the six statuses in spec order', () => {
    expect(statuses).toHaveLength(6);
    expect(StatutDocument).toEqual(idsByName(statuses));
    expect(Object.keys(StatutDocument)).toEqual(columnOf(statuses, 'name'));
    expect(Object.keys(STATUT_DOCUMENT_LABELS)).toEqual(columnOf(statuses, 'id'));
    expect(STATUT_DOCUMENT_LABELS).toEqual(labelsById(statuses));
    expect(isStatutDocumentId(7)).toBe(false);
  });
});

describe('upload limits (spec sections 5 and 9)', () => {
  it('allows 20 MB and JPEG, PNG, PDF; photos JPEG and PNG only', () => {
    expect(UPLOAD_MAX_BYTES).toBe(20_971_520);
    expect([...ACCEPTED_UPLOAD_MIME]).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect([...ACCEPTED_PHOTO_MIME]).toEqual(['image/jpeg', 'image/png']);
  });

  it('has a French message for each of the six error kinds', () => {
    expect([...UPLOAD_ERROR_KINDS]).toEqual(columnOf(specTable('upload-error-kinds'), 'kind'));
    expect(UPLOAD_ERROR_KINDS).toHaveLength(6);
    expect(UPLOAD_ERROR_MESSAGES.tooBig).toContain('20 Mo');
    expect(new Set(Object.values(UPLOAD_ERROR_MESSAGES)).size).toBe(6);
  });

  it('classifies a file before upload', () => {
    expect(uploadErrorOf(null)).toBe('noFile');
    expect(uploadErrorOf({ size: UPLOAD_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(uploadErrorOf({ size: UPLOAD_MAX_BYTES + 1, type: 'application/pdf' })).toBe('tooBig');
    expect(uploadErrorOf({ size: 10, type: 'image/gif' })).toBe('extensionNotAllowed');
    expect(uploadErrorOf({ size: 10, type: 'application/pdf' }, ACCEPTED_PHOTO_MIME)).toBe(
      'extensionNotAllowed',
    );
    expect(uploadErrorOf({ size: 10, type: 'image/png' }, ACCEPTED_PHOTO_MIME)).toBeNull();
  });

  it("gives back, from the server's answer, the kind of an upload failure; anything else is unknown", () => {
    for (const [kind, { code }] of Object.entries(UPLOAD_ERROR_RESPONSES)) expect(uploadErrorKindOfCode(code)).toBe(kind);
    expect(new Set(Object.values(UPLOAD_ERROR_RESPONSES).map((r) => r.code)).size).toBe(5);
    expect(uploadErrorKindOfCode('Forbidden')).toBe('unknown');
    expect(uploadErrorKindOfCode(null)).toBe('unknown');
  });
});
