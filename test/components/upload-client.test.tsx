import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadFailure, uploadDocument } from '../../src/api/documents/upload';
import { storeToken } from '../../src/api/token-store';
import { UPLOAD_ERROR_MESSAGES } from '../../domain/documents';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, lets the test play the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const pdf = () => new File(['%PDF-1.4'], 'offre.pdf', { type: 'application/pdf' });
const sent = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeToken({ access_token: 'jeton', expires_at: new Date(Date.now() + 60_000).toISOString() });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadDocument', () => {
  it('posts the form with the bearer and the API version, reports progress and resolves with the document', async () => {
    const progress: number[] = [];
    const done = uploadDocument(12, { file: pdf(), nom: 'Offre', typeDocumentId: 3 }, (fraction) => progress.push(fraction));
    await sent();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/dossiers/12/upload-document']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer jeton', 'X-Api-Version': 'test' });
    expect(xhr.body?.get('nom')).toBe('Offre');
    expect(xhr.body?.get('typeDocumentId')).toBe('3');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    xhr.answer(201, { result: { id: 5, nom: 'Offre' } });
    await expect(done).resolves.toEqual({ id: 5, nom: 'Offre' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("gives the server's refusal as its kind, with the server's message", async () => {
    const done = uploadDocument(12, { file: pdf(), nom: 'Offre', typeDocumentId: 3 });
    await sent();
    FakeXhr.last.answer(415, { code: 'ExtensionNotAllowed', message: UPLOAD_ERROR_MESSAGES.extensionNotAllowed });
    await expect(done).rejects.toMatchObject({ kind: 'extensionNotAllowed', status: 415, message: UPLOAD_ERROR_MESSAGES.extensionNotAllowed });
  });

  it('says interrupted when aborted, and refuses before sending what the browser can already tell', async () => {
    const controller = new AbortController();
    const done = uploadDocument(12, { file: pdf(), nom: 'Offre', typeDocumentId: 3 }, undefined, controller.signal);
    await sent();
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'interrupted' });
    const none = uploadDocument(12, { file: null, nom: 'Offre', typeDocumentId: 3 });
    await expect(none).rejects.toBeInstanceOf(UploadFailure);
    await expect(none).rejects.toMatchObject({ kind: 'noFile', message: UPLOAD_ERROR_MESSAGES.noFile });
  });
});
