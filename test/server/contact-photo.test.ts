import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { PHOTO_ERROR_MESSAGES, PHOTO_MAX_BYTES } from '../../domain/documents';
import { createContact } from '../support/contacts';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** A contact's photo: JPEG or PNG recognised by content, 5 MB at most, replaced and removed (server/routes/contact-photo.ts). */

let t: TestApp;
let dataDir: string;
let benef: string;
let benefId: number;
let stranger: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-photo-'));
  ({ t, benef } = await demoApp({ benef: ['demo.benef'] }, { DATA_DIR: dataDir }));
  benefId = (await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: benef } })).json().result.user.id;
  await createContact(t, 'photo.inconnu', [Droit.Beneficiaire]);
  stranger = (await t.login('photo.inconnu')).authorization;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (authorization: string, contactId: number, file: { filename: string; type: string; content: Buffer }) => {
  const body = multipartBody([{ name: 'file', ...file }]);
  return t.app.inject({ method: 'POST', url: `/api/contacts/${contactId}/photo`, headers: { authorization, ...body.headers }, payload: body.payload });
};
const photoOf = (authorization: string, contactId: number) => t.app.inject({ url: `/api/contacts/${contactId}/photo`, headers: { authorization } });
const storedPhotoId = async () => (await t.database.db.select({ id: contacts.photoEmpreinteId }).from(contacts).where(eq(contacts.id, benefId)))[0]!.id;
const storedFiles = () => readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.startsWith('.'));

describe('a contact photo', () => {
  it('takes a PNG from the contact itself and serves it back as it was sent', async () => {
    const response = await send(benef, benefId, { filename: 'moi.png', type: 'image/png', content: SAMPLE_FILES.png });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedPhotoId()).toBe(response.json().result.PhotoEmpreinteId);
    const photo = await photoOf(benef, benefId);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('refuses a text file named .png and declared image/png, and a real PDF, in French, keeping the photo it had', async () => {
    const before = await storedPhotoId();
    const files = storedFiles();
    for (const file of [
      { filename: 'photo.png', type: 'image/png', content: SAMPLE_FILES.text },
      { filename: 'photo.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]) {
      const response = await send(benef, benefId, file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json()).toEqual({ code: 'ExtensionNotAllowed', message: PHOTO_ERROR_MESSAGES.extensionNotAllowed });
    }
    expect(await storedPhotoId()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a photo over 5 MB with the photo limit in its message', async () => {
    const big = Buffer.concat([SAMPLE_FILES.jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const response = await send(benef, benefId, { filename: 'grande.jpg', type: 'image/jpeg', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(PHOTO_ERROR_MESSAGES.tooBig);
  });

  it('replaces the photo with a JPEG, its former file removed, and refuses anyone who may not edit the contact', async () => {
    const before = storedFiles();
    const response = await send(benef, benefId, { filename: 'nouvelle.jpg', type: 'image/jpeg', content: SAMPLE_FILES.jpeg });
    expect(response.statusCode).toBe(201);
    expect((await photoOf(benef, benefId)).headers['content-type']).toBe('image/jpeg');
    expect(storedFiles()).toHaveLength(before.length);
    expect(storedFiles()).not.toEqual(before);
    // A contact who cannot see demo.benef is told it does not exist, for the photo as for the contact.
    expect((await send(stranger, benefId, { filename: 'x.png', type: 'image/png', content: SAMPLE_FILES.png })).statusCode).toBe(404);
    expect((await photoOf(stranger, benefId)).statusCode).toBe(404);
  });

  it('removes the photo: nothing served, its file gone', async () => {
    const before = storedFiles();
    const response = await t.app.inject({ method: 'POST', url: `/api/contacts/${benefId}/photo/delete`, headers: { authorization: benef } });
    expect(response.statusCode).toBe(200);
    expect(await storedPhotoId()).toBeNull();
    expect((await photoOf(benef, benefId)).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(before.length - 1);
  });
});
