import { describe, expect, it } from 'vitest';
import { isNotificationSent } from '../../domain/notifications';

describe('isNotificationSent: the notification preferences', () => {
  const on = { receptionEmail: true, desactivees: [] };

  it('always sends the account’s own messages', () => {
    expect(isNotificationSent('COMPTE', { receptionEmail: false, desactivees: ['COMPTE'] })).toBe(true);
    expect(isNotificationSent('MOT_DE_PASSE', { receptionEmail: false, desactivees: [] })).toBe(true);
  });

  it('holds an optional kind turned off, or every optional one when all e-mails are off', () => {
    expect(isNotificationSent('DOSSIER', on)).toBe(true);
    expect(isNotificationSent('DOSSIER', { receptionEmail: true, desactivees: ['DOSSIER'] })).toBe(false);
    expect(isNotificationSent('LIEN', { receptionEmail: true, desactivees: ['DOSSIER'] })).toBe(true);
    expect(isNotificationSent('LIEN', { receptionEmail: false, desactivees: [] })).toBe(false);
  });
});
