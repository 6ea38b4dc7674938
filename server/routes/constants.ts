import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/policy';
import { route } from '../http/route';
import { DEV_MAILBOX_PATH } from '../../domain/wire/dev-mailbox';
import { PlatformConstants } from '../../domain/wire/constants';

/** GET /constants/get: the platform constants as dotted keys, readable without a token. */
export async function constantsRoutes(app: FastifyInstance) {
  app.get('/constants/get', route({ policy: PUBLIC, duringMaintenance: true, result: PlatformConstants }), async () => {
    const p = app.ctx.config.platform;
    const result: PlatformConstants = {
      'platform.id': p.id,
      'platform.code': p.code,
      'platform.name': p.name,
      'platform.meta_title': p.metaTitle,
      'platform.logo_url': p.logoUrl,
      'platform.url': p.url,
      'platform.content_site_url': p.contentSiteUrl,
      'platform.legacy_backend_app_url': p.legacyBackendAppUrl,
      'platform.external_app_url': p.externalAppUrl,
      'accessibility.contact': p.accessibilityContact,
      // The login page links to the mailbox only while there is one.
      ...(app.ctx.devMailbox ? { 'dev.mailbox': DEV_MAILBOX_PATH } : {}),
    };
    return { result };
  });
}
