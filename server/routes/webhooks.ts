import type { FastifyInstance } from 'fastify';
import { array } from 'superstruct';
import { MANAGER } from '../http/policy';
import { recordIdParam } from '../http/params';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { listWebhookDeliveries, resendWebhookDelivery } from '../services/webhooks/deliveries';
import { addWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, switchWebhookEndpoint } from '../services/webhooks/endpoints';
import { WebhookDeliveryRef, WebhookEndpointPayload, WebhookEndpointRef, WebhookEndpointSwitch } from '../../domain/schemas/webhooks';
import { WebhookDeliveryRow, WebhookEndpointCreated, WebhookEndpointRow } from '../../domain/wire/webhooks';
import { RecordRef } from '../../domain/wire/shapes';

/**
 * Signed webhooks (docs/webhooks.md; the spec does not name these calls): a manager registers the endpoints of the
 * administration's systems, turns them on and off, deletes them, reads their deliveries and sends one again.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  app.get('/gestion/webhooks', route({ policy: MANAGER, result: array(WebhookEndpointRow) }), async () => ({ result: await listWebhookEndpoints(db) }));
  app.post('/gestion/webhooks/add', route({ policy: MANAGER, body: WebhookEndpointPayload, result: WebhookEndpointCreated }), async (request) => ({
    result: await addWebhookEndpoint(db, request.body, requireAuth(request).contactId, config.webhooks.allowPrivateAddresses),
  }));
  app.post('/gestion/webhooks/enable', route({ policy: MANAGER, body: WebhookEndpointSwitch, result: WebhookEndpointRow }), async (request) => ({
    result: await switchWebhookEndpoint(db, request.body.id, request.body.enabled),
  }));
  app.post('/gestion/webhooks/delete', route({ policy: MANAGER, body: WebhookEndpointRef, result: RecordRef }), async (request) => {
    await deleteWebhookEndpoint(db, request.body.id);
    return { result: { id: request.body.id } };
  });
  app.get('/gestion/webhooks/:id/deliveries', route({ policy: MANAGER, result: array(WebhookDeliveryRow) }), async (request) => ({
    result: await listWebhookDeliveries(db, recordIdParam(request.params, 'id')),
  }));
  app.post('/gestion/webhooks/deliveries/resend', route({ policy: MANAGER, body: WebhookDeliveryRef, result: RecordRef }), async (request) => ({
    result: await resendWebhookDelivery(db, request.body.id),
  }));
}
