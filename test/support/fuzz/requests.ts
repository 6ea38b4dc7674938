import fc from 'fast-check';
import { MULTIPART, type AnySchema } from '../../../server/http/route';
import type { RouteTableEntry } from '../../../server/plugins/context';
import { multipartBody, SAMPLE_FILES } from '../multipart';
import { structArbitrary } from './struct-arbitrary';
import { edgeValue, FIELD_SAMPLES, hostileAnything } from './values';

/** One generated call of a route: its path with the parameters filled, a query string, a body. */
export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A session the route's policy admits, none (public routes only), or a forged or broken bearer. */
  authorization: { session: true } | { session: false; header?: string };
}

/** Authorization headers no sign-in gave: broken, forged (unsigned, another scheme), huge. */
const FORGED_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer a.b.c',
  'Basic ZGVtbzpkZW1v',
  'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.' + 'A'.repeat(43),
  'Bearer ' + 'x'.repeat(5000),
  'Bearer %00',
];

function authorizationArbitrary(isPublic: boolean): fc.Arbitrary<FuzzRequest['authorization']> {
  const forged = fc.oneof(fc.constantFrom(...FORGED_AUTHORIZATIONS), fc.string({ unit: 'grapheme-ascii' }).map((text) => `Bearer ${text}`));
  const signedOut = isPublic ? [{ arbitrary: fc.constant({ session: false as const }), weight: 4 }] : [];
  return fc.oneof(
    { arbitrary: fc.constant({ session: true as const }), weight: isPublic ? 4 : 18 },
    ...signedOut,
    { arbitrary: forged.map((header) => ({ session: false as const, header })), weight: 1 },
  );
}

/** Ids no record has, or that are not ids at all (as in test/server/dossiers-malformed.test.ts), and path tricks. */
const ODD_IDS = ['abc', '0', '-1', '1.5', '1e3', '%20', '2147483648', '99999999999999999999', '0x10', '%00', '%2e%2e', '..%2f..', '%ff', '1%0a', '😀'];

/** Query strings no form writes: broken escapes, brackets, repeated and empty keys. */
const ODD_QUERIES = ['%', '%zz', '%00=%00', 'a[b]=1&a[c]=2', 'with[]=tooltips&with[]=tooltips', '=&=&', '&&&', 'x=' + 'y'.repeat(5000), '__proto__[x]=1', 'constructor=1'];

/** Bodies a JSON parser refuses, or nearly does. */
const BROKEN_JSON = ['{"a":', '{', 'nul', '[1,2', '"\\u00"', '\u0000', '{"a":1}{"b":2}', '', '[]]', '['.repeat(40) + ']'.repeat(40), '{"a":1,}', "{'a':1}", '\ufeff{}', 'NaN', '1e999'];

const OTHER_TYPES = ['application/xml', 'text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/jsonx', ''];

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Percent-encoded as a client would: a lone surrogate half, which no UTF-8 can carry, becomes U+FFFD first. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));

function paramArbitrary(name: string, params: AnySchema | undefined, realIds: readonly string[]) {
  const field = (params?.schema as Record<string, AnySchema> | null | undefined)?.[name];
  const declared = field ? [structArbitrary(field).map((value) => encode(asText(value)))] : [];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realIds), weight: 6 },
    { arbitrary: fc.constantFrom(...ODD_IDS), weight: 2 },
    { arbitrary: fc.string({ minLength: 1, unit: 'binary' }).map(encode), weight: 1 },
    ...declared.map((arbitrary) => ({ arbitrary, weight: 6 })),
  );
}

function pathArbitrary(url: string, params: AnySchema | undefined, realIds: readonly string[]): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const values = names.map((name) => paramArbitrary(name, params, realIds));
  return fc.tuple(...values).map((filled) => names.reduce((path, name, i) => path.replace(`:${name}`, filled[i]!), url));
}

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return encode(asText(value));
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) if (one !== undefined) search.append(key, asText(one));
  }
  return search.toString();
}

function queryArbitrary(query: AnySchema | undefined): fc.Arbitrary<string> {
  const declared = query ? [structArbitrary(query)] : [];
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    ...declared.map((arbitrary) => ({ arbitrary: arbitrary.map(queryString), weight: 6 })),
    { arbitrary: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), edgeValue)).map(queryString), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_QUERIES), weight: 1 },
  );
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (payload: string | undefined): Body => ({ contentType: 'application/json', payload: payload ?? '' });

/** A multipart form as the upload screen sends it, with its fields and file replaced by generated ones. */
const multipart: fc.Arbitrary<Body> = fc
  .array(
    fc.oneof(
      fc.record({ name: fc.constantFrom('nom', 'typeDocumentId', 'file', ''), value: fc.oneof(fc.constantFrom(...FIELD_SAMPLES, '1'), edgeValue.map(asText)) }),
      fc.record({
        name: fc.constantFrom('file', 'nom'),
        filename: fc.oneof(fc.constantFrom('offre.pdf', '../../etc/passwd', ''), fc.string()),
        type: fc.constantFrom('application/pdf', 'image/png', 'text/plain'),
        content: fc.oneof(fc.constantFrom(...Object.values(SAMPLE_FILES)), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes))),
      }),
    ),
    { maxLength: 4 },
  )
  .map((parts) => {
    const body = multipartBody(parts.map((part) => ({ ...part, name: part.name.replace(/["\r\n]/g, '') })));
    return { contentType: body.headers['content-type'], payload: body.payload };
  });

function bodyArbitrary(body: RouteTableEntry['body']): fc.Arbitrary<Body> {
  const declared = body && body !== MULTIPART ? [structArbitrary(body).map((value) => json(JSON.stringify(value)))] : [];
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 1 },
    ...declared.map((arbitrary) => ({ arbitrary, weight: 6 })),
    { arbitrary: fc.jsonValue().map((value) => json(JSON.stringify(value))), weight: 2 },
    { arbitrary: hostileAnything(3).map((value) => json(JSON.stringify(value))), weight: 2 },
    { arbitrary: fc.constantFrom(...BROKEN_JSON).map(json), weight: 1 },
    { arbitrary: fc.record({ contentType: fc.constantFrom(...OTHER_TYPES), payload: fc.string() }), weight: 1 },
    { arbitrary: multipart, weight: body === MULTIPART ? 6 : 1 },
  );
}

/**
 * Calls of a route generated from its declaration in the route table: parameters from real ids, odd ids and
 * the declared schema; query strings and bodies from the declared schemas, from any JSON and any value, and
 * raw ones no client should send; now and then a forged bearer. Only non-GET routes get bodies.
 */
export function requestArbitrary(entry: RouteTableEntry, realIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const body = entry.method === 'GET' ? fc.constant<Body>({}) : bodyArbitrary(entry.body);
  return fc
    .record({
      path: pathArbitrary(entry.url, entry.params, realIds),
      query: queryArbitrary(entry.query),
      body,
      authorization: authorizationArbitrary(entry.policy.kind === 'public'),
    })
    .map(({ path, query, body: { contentType, payload }, authorization }): FuzzRequest => ({
      url: query === '' ? path : `${path}?${query}`,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
      authorization,
    }));
}
