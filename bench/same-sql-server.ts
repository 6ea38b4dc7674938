// The same SQL, nothing else: a bare Fastify server that answers `/whoami` and `/list` by sending PostgreSQL the
// statements bench/same-sql.ts recorded from the platform (same texts, values, prepared names and row mode, one
// after the other on a pool of the platform's size) and returning the last one's rows as JSON. No session check,
// no validation, no mapping: what the platform adds to this is its own Node work.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { RecordedRequests, RecordedStatement } from './same-sql';

const recorded = JSON.parse(readFileSync(process.env.STATEMENTS_FILE!, 'utf8')) as RecordedRequests;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

// The platform's driver leaves dates, times and intervals as PostgreSQL writes them (drizzle-orm/node-postgres).
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = { getTypeParser: (id: number, format?: 'text' | 'binary') => (RAW_TYPES.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format)) };

async function replay(statements: RecordedStatement[]) {
  let rows: unknown[] = [];
  for (const statement of statements) {
    const config = { name: statement.name, text: statement.text, values: statement.values, types };
    rows = (statement.arrayRows ? await pool.query({ ...config, rowMode: 'array' }) : await pool.query(config)).rows;
  }
  return { result: rows };
}

const app = Fastify();
app.get('/whoami', () => replay(recorded.whoami));
app.post('/list', () => replay(recorded.list));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
