import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD, demoPasswordHash } from '../../server/seed/demo-contacts';

/** A hash of `x` as the platform stored every password before hashes named their cost (scrypt, N = 2^14). */
const STORED_BEFORE = 'scrypt$V9AOKOGmgs0EzEdJAb9mMA==$AgWXSF03LGpMh/n6n4uQSS9xZfMHGk4mxO/3WQs4ZQR7jKNGQTiqd6/FA49kR0szSp98rzVYx3AYeIHfUNB8yg==';

describe('password hashes', () => {
  it('are made at the standard cost in the form stored until now, and verify the password only', async () => {
    const stored = await hashPassword('Choisi-2026!');
    expect(stored).toMatch(/^scrypt\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('Choisi-2026!', stored)).toBe(true);
    expect(await verifyPassword('choisi-2026!', stored)).toBe(false);
  });

  it('still verify a hash stored before they named their cost', async () => {
    expect(await verifyPassword('x', STORED_BEFORE)).toBe(true);
    expect(await verifyPassword('y', STORED_BEFORE)).toBe(false);
  });

  it('name a cost other than the standard one, and are verified at that cost', async () => {
    const stored = await hashPassword('Choisi-2026!', { costLog2: 6 });
    expect(stored).toMatch(/^scrypt\$ln=6\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('Choisi-2026!', stored)).toBe(true);
    expect(await verifyPassword('Choisi-2026?', stored)).toBe(false);
    // Read at the standard cost, the same salt and hash would not match: the named cost is the one used.
    expect(await verifyPassword('Choisi-2026!', stored.replace('$ln=6$', '$'))).toBe(false);
  });

  it('of the demo’s published password are made at the low cost; a password someone chose never is', async () => {
    const demo = await demoPasswordHash();
    expect(demo).toMatch(/^scrypt\$ln=4\$/);
    expect(await verifyPassword(DEMO_PASSWORD, demo)).toBe(true);
    expect(await hashPassword(DEMO_PASSWORD)).not.toContain('$ln=');
  });

  it('refuse every password against what this module never wrote', async () => {
    const [salt, hash] = (await hashPassword('x', { costLog2: 4 })).split('$').slice(2);
    for (const stored of [null, '', 'bcrypt$abc$def', `scrypt$ln=0$${salt}$${hash}`, `scrypt$ln=30$${salt}$${hash}`, `scrypt$ln=x$${salt}$${hash}`, `scrypt$ln=4$${salt}$${hash}$more`, `scrypt$${salt}$`, 'scrypt$AAAA$!!']) {
      expect(await verifyPassword('x', stored), String(stored)).toBe(false);
    }
  });
});
