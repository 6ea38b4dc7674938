import fc from 'fast-check';
import { multipartBody, SAMPLE_FILES, type FormPart } from '../multipart';
import { structArbitrary, type AnyStruct } from './struct-arbitrary';
import { edgeValue } from './values';

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/**
 * The route's own fields: a value a real form sends (`valid`, which may name records of the data), a value of its schema,
 * now and then an edge value, missing or doubled.
 */
function fieldParts(fields: AnyStruct, valid: Readonly<Record<string, string>>): fc.Arbitrary<FormPart[]> {
  return structArbitrary(fields).chain((value) => {
    const declared = Object.entries(typeof value === 'object' && value !== null ? value : {});
    return fc
      .tuple(
        ...declared.map(([name, generated]) =>
          fc.oneof(
            { arbitrary: fc.constant<FormPart[]>([{ name, value: valid[name] ?? asText(generated) }]), weight: 4 },
            { arbitrary: fc.constant<FormPart[]>([{ name, value: asText(generated) }]), weight: 2 },
            { arbitrary: edgeValue.map((edge): FormPart[] => [{ name, value: asText(edge) }]), weight: 1 },
            { arbitrary: fc.constant<FormPart[]>([]), weight: 1 },
            { arbitrary: fc.constant<FormPart[]>([{ name, value: asText(generated) }, { name, value: '' }]), weight: 1 },
          ),
        ),
      )
      .map((parts) => parts.flat());
  });
}

/** The file part as a browser sends it, or one no browser should: odd names, wrong types, random bytes, none at all. */
const filePart: fc.Arbitrary<FormPart[]> = fc.oneof(
  {
    arbitrary: fc.record({
      name: fc.constantFrom('file', 'file', 'fichier'),
      filename: fc.oneof(fc.constantFrom('offre.pdf', 'facture‮fdp.exe.pdf', '../../etc/passwd', 'a'.repeat(300), ''), fc.string()),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'application/x-msdownload'),
      content: fc.oneof(fc.constantFrom(...Object.values(SAMPLE_FILES)), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes))),
    }).map((part): FormPart[] => [part]),
    weight: 6,
  },
  { arbitrary: fc.constant<FormPart[]>([]), weight: 1 },
);

/** A multipart form for an upload route whose text fields are `fields`: the parts in any order. */
export function uploadFormArbitrary(fields: AnyStruct, valid: Readonly<Record<string, string>>): fc.Arbitrary<{ headers: Record<string, string>; payload: Buffer }> {
  return fc
    .tuple(fieldParts(fields, valid), filePart)
    .chain(([texts, files]) => fc.shuffledSubarray([...texts, ...files], { minLength: texts.length + files.length }))
    .map((parts) => {
      const body = multipartBody(parts.map((part) => ({ ...part, name: part.name.replace(/["\r\n]/g, '') })));
      return { headers: body.headers, payload: body.payload };
    });
}
