import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { ServerConfig } from './config';
import { createTokenSigner } from './auth/tokens';
import { createDeviceTokens } from './auth/device-tokens';
import { tokenSecret } from './services/platform/settings';
import { createSettingsCache } from './services/platform/settings-cache';
import './plugins/context';
import { registerErrorHandler } from './plugins/error-handler';
import { RequestLog, newRequestId, registerRequestIdHeader } from './plugins/request-log';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerApiVersionCheck } from './plugins/guards';
import { registerRoutePolicies, type AnswerCheck } from './plugins/route-policy';
import { registerIdempotency } from './plugins/idempotency';
import { registerAfterAnswer } from './plugins/after-answer';
import { registerStaticApp } from './plugins/static-app';
import { injectedFetch, registerIdentityProvider } from './plugins/identity-provider';
import { createRelyingParty } from './services/auth/relying-party';
import { registerSecurityHeaders } from './plugins/security-headers';
import { constantsRoutes } from './routes/constants';
import { closingDayRoutes } from './routes/closing-days';
import { emailRoutes } from './routes/emails';
import { maintenanceRoutes } from './routes/maintenance';
import { authRoutes } from './routes/auth';
import { authFormRoutes } from './routes/auth-form';
import { dossierRoutes } from './routes/dossiers';
import { dossierLifecycleRoutes } from './routes/dossier-lifecycle';
import { gestionRoutes } from './routes/gestion';
import { labellisationRoutes } from './routes/labellisation';
import { labellisationCompletionRoutes } from './routes/labellisation-completion';
import { labellisationCompetenceRoutes } from './routes/labellisation-competences';
import { documentRoutes } from './routes/documents';
import { dossierWizardRoutes } from './routes/dossier-wizard';
import { dossierConfigureRoutes } from './routes/dossier-configure';
import { organisationRoutes } from './routes/organisations';
import { contactRoutes } from './routes/contacts';
import { contactRoleRoutes } from './routes/contact-roles';
import { organisationContactRoutes } from './routes/organisation-contacts';
import { organisationRecordRoutes } from './routes/organisation-records';
import { organisationAddRoutes } from './routes/organisation-add';
import { organisationAddressRoutes } from './routes/organisation-addresses';
import { serviceRoutes } from './routes/services';
import { uploadRoutes } from './routes/uploads';
import { contactPhotoRoutes } from './routes/contact-photo';
import { serviceReportRoutes } from './routes/service-report';
import { chequeRoutes } from './routes/cheques';
import { surveyRoutes } from './routes/survey';
import { registerMailSender } from './plugins/mail-sender';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { statechartRoutes } from './routes/statecharts';
import type { DevMailbox } from './services/mail/dev-mailbox';
import { registerScheduler } from './plugins/scheduler';
import { registerApiDocs } from './plugins/api-docs';
import { openapiRoutes } from './routes/openapi';
import { healthRoutes } from './routes/health';
import { registerMetrics } from './plugins/metrics';
import { webhookRoutes } from './routes/webhooks';
import { registerWebhookSender } from './plugins/webhook-sender';
import { lazySerializers } from './http/lazy-serializers';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** Log to stdout (`true`) or to this sink, at `config.logLevel`; silent when absent. */
  logger?: boolean | { write(line: string): void };
  jwtSecret?: string;
  /** The development mailbox the caller started (main.ts when `config.devMailbox`) and closes; its page is served only with it. */
  devMailbox?: DevMailbox | null;
  /** Checks each success answer against its route's declared result (the server tests: test/support/answer-check.ts). */
  checkAnswer?: AnswerCheck;
}

/** Builds the whole server; main.ts listens, tests call `app.inject`. */
export async function buildApp({ config, database, logger = false, jwtSecret, devMailbox = null, checkAnswer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.body.password'],
          ...(logger === true ? {} : { stream: logger }),
        }
      : false,
    logController: new RequestLog(),
    genReqId: newRequestId,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustedProxies ?? false,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  });
  const secret = await tokenSecret(database.db, jwtSecret);
  const signer = createTokenSigner(secret);
  const identityService = config.oidc && createRelyingParty(config.oidc, config.oidc.embedded ? injectedFetch(app) : undefined);
  app.decorate('ctx', { db: database.db, config, signer, devices: createDeviceTokens(secret), settings: await createSettingsCache(database), identityService, devMailbox });
  app.decorate('routeTable', []);
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app);
  await registerApiDocs(app);
  registerMetrics(app, database);
  registerAfterAnswer(app);

  await app.register(
    async (api) => {
      registerApiVersionCheck(api);
      registerRoutePolicies(api, checkAnswer);
      registerIdempotency(api);
      await api.register(constantsRoutes);
      await api.register(maintenanceRoutes);
      await api.register(closingDayRoutes);
      await api.register(emailRoutes);
      await api.register(authRoutes);
      await api.register(authFormRoutes);
      await api.register(dossierRoutes);
      await api.register(dossierLifecycleRoutes);
      await api.register(gestionRoutes);
      await api.register(documentRoutes);
      await api.register(dossierWizardRoutes);
      await api.register(dossierConfigureRoutes);
      await api.register(organisationRoutes);
      await api.register(organisationContactRoutes);
      await api.register(organisationRecordRoutes);
      await api.register(organisationAddRoutes);
      await api.register(organisationAddressRoutes);
      await api.register(contactRoutes);
      await api.register(contactRoleRoutes);
      await api.register(serviceRoutes);
      await api.register(uploadRoutes);
      await api.register(contactPhotoRoutes);
      await api.register(serviceReportRoutes);
      await api.register(chequeRoutes);
      await api.register(labellisationRoutes);
      await api.register(labellisationCompletionRoutes);
      await api.register(labellisationCompetenceRoutes);
      await api.register(surveyRoutes);
      await api.register(devMailboxRoutes);
      await api.register(statechartRoutes);
      await api.register(openapiRoutes);
      await api.register(healthRoutes);
      await api.register(webhookRoutes);
    },
    { prefix: '/api' },
  );
  await registerIdentityProvider(app);
  await registerStaticApp(app);
  registerScheduler(app);
  registerMailSender(app, database);
  registerWebhookSender(app, database);
  return app;
}
