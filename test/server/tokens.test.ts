import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from '../../server/auth/tokens';

const signer = createTokenSigner(new TextEncoder().encode('a-secret-of-thirty-two-characters!'));
const claims = { sub: '7', sid: '00000000-0000-4000-8000-000000000001', droit_id: 4, claims: ['droit:4'], linked_organisations: [] };
const at = (iso: string) => new Date(iso);

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('a token verified once is refused once expired, unless expired tokens are allowed (refresh)', async () => {
    vi.useFakeTimers({ now: at('2026-03-02T10:00:00Z'), toFake: ['Date'] });
    const token = await signer.sign(claims, at('2026-03-02T10:15:00Z'));
    expect(await signer.verify(token)).toMatchObject({ sub: '7', sid: claims.sid });
    expect(await signer.verify(token)).toMatchObject({ sub: '7' });
    vi.setSystemTime(at('2026-03-02T10:15:01Z'));
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token, { allowExpired: true })).toMatchObject({ sub: '7' });
  });

  it('refuses a token whose signature was altered, even after the genuine one was verified', async () => {
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '8', exp: 4102444800 })).toString('base64url')}.${signature}`;
    expect(await signer.verify(forged)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();
    expect(await createTokenSigner(new TextEncoder().encode('another-secret-of-32-characters!!')).verify(token)).toBeNull();
  });
});
