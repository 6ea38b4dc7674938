import type { FastifyInstance } from 'fastify';
import { MANAGER, SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { addClosingDay, readClosingDays, removeClosingDay } from '../services/calendar/closing-days';
import { ClosingDay, ClosingDayRef } from '../../domain/schemas/closing-days';
import { ClosingDays } from '../../domain/wire/closing-days';

/**
 * The platform's closing days (the spec does not name these calls): every signed-in user may read them
 * (deadlines skip them); managers add and remove them.
 */
export async function closingDayRoutes(app: FastifyInstance) {
  const { settings } = app.ctx;
  app.get('/closing-days', route({ policy: SIGNED_IN, result: ClosingDays }), async () => ({ result: await readClosingDays(settings) }));
  app.post('/gestion/closing-days/add', route({ policy: MANAGER, body: ClosingDay, result: ClosingDays }), async (request) => ({
    result: await addClosingDay(settings, request.body),
  }));
  app.post('/gestion/closing-days/delete', route({ policy: MANAGER, body: ClosingDayRef, result: ClosingDays }), async (request) => ({
    result: await removeClosingDay(settings, request.body.day),
  }));
}
