import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Text } from '../../domain/schemas/form-values';
import { DrcDocumentFields } from '../../domain/schemas/wizard';

describe('typed text loses the marks that reorder it on screen', () => {
  it('takes a right-to-left override out of a document name, which would otherwise show "facture‮fdp.exe.pdf" as a PDF', () => {
    expect(create({ nom: 'facture\u202Efdp.exe.pdf' }, DrcDocumentFields).nom).toBe('facturefdp.exe.pdf');
  });

  it('takes out every embedding, override, isolate and directional mark, and keeps letters of any script', () => {
    const marks = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const mark of marks) expect(create(` Du${mark}pont `, Text(50))).toBe('Dupont');
    expect(create('Société مرحبا Ωmega', Text(50))).toBe('Société مرحبا Ωmega');
  });

  it('counts a text made only of such marks as blank', () => {
    expect(() => create('\u202E\u202C', Text(50))).toThrow('Ce champ est obligatoire.');
  });
});
