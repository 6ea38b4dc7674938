// Also on PostgreSQL: each driver's errors for values the database refuses.
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { registerErrorHandler } from '../../server/plugins/error-handler';
import { createTestDatabase } from '../support/test-database';

let database: Database;
let app: FastifyInstance;

/**
 * The central error handler in front of queries that fail the way a value slipping past validation would,
 * on the real driver of the project (PGlite for `server`, node-postgres for `server-pg`), through Drizzle.
 */
const QUERIES = {
  nul: sql`select ${'a\u0000b'}::text`,
  notANumber: sql`select ${'douze'}::integer`,
  outOfRange: sql`select ${'99999999999'}::integer`,
  notADate: sql`select ${'2026-02-30'}::date`,
  notJson: sql`select ${'{"a":'}::jsonb`,
  noTable: sql`select * from table_qui_n_existe_pas`,
  syntax: sql`selec 1`,
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  registerErrorHandler(app);
  app.get('/query/:name', async (request) => {
    await database.db.execute(QUERIES[(request.params as { name: keyof typeof QUERIES }).name]);
    return { result: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('PostgreSQL refusing a value (SQLSTATE class 22): 400 ValidationError, not 500', () => {
  it.each(['nul', 'notANumber', 'outOfRange', 'notADate', 'notJson'] as const)('%s', async (name) => {
    const response = await app.inject({ url: `/query/${name}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Certaines données sont invalides.',
      fields: [{ field: '(corps)', message: 'Une valeur envoyée ne peut pas être enregistrée telle quelle.' }],
    });
  });

  it('keeps 500 for what the server got wrong itself', async () => {
    for (const name of ['noTable', 'syntax'] as const) {
      const response = await app.inject({ url: `/query/${name}` });
      expect(response.statusCode, name).toBe(500);
      expect(response.json().code).toBe('InternalError');
    }
  });
});
