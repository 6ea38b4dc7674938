import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySerializers } from '../../server/http/lazy-serializers';

/** Fastify's serializer compiler, counting the routes it compiles. */
function countingFactory() {
  const compiled: string[] = [];
  const selector = SerializerSelector();
  const factory: ReturnType<typeof SerializerSelector> = (externalSchemas, options) => {
    const compile = selector(externalSchemas, options);
    return (route) => {
      compiled.push(`${route.method} ${route.url}`);
      return compile(route);
    };
  };
  return { factory, compiled };
}

const answer = { schema: { response: { 200: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false } } } };

describe('response serializers compiled at a route’s first answer', () => {
  it('compiles none at start, one at its first answer, and keeps it for the next', async () => {
    const { factory, compiled } = countingFactory();
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers(factory) } } });
    app.get('/first', answer, async () => ({ name: 'Dupont', secret: 'jamais envoyé' }));
    app.get('/never', answer, async () => ({ name: 'Martin' }));
    await app.ready();
    expect(compiled).toEqual([]);

    const first = await app.inject({ url: '/first' });
    // Fastify's own serializer: the property the schema does not name is left out.
    expect(first.json()).toEqual({ name: 'Dupont' });
    expect((await app.inject({ url: '/first' })).json()).toEqual({ name: 'Dupont' });
    expect(compiled).toEqual(['GET /first']);
    await app.close();
  });

  it('compiles a schema once for all the apps of a process that answer with it', async () => {
    // A schema object of its own: a serializer compiled by another test for another object cannot serve it.
    const sameSchema = { schema: { response: { 200: { type: 'object', properties: { ville: { type: 'string' } }, additionalProperties: false } } } };
    const apps = [countingFactory(), countingFactory()].map(({ factory, compiled }) => {
      const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers(factory) } } });
      app.get('/ville', sameSchema, async () => ({ ville: 'Namur', secret: 'jamais envoyé' }));
      return { app, compiled };
    });
    for (const { app } of apps) expect((await app.inject({ url: '/ville' })).json()).toEqual({ ville: 'Namur' });
    expect(apps.map(({ compiled }) => compiled)).toEqual([['GET /ville'], []]);
    await Promise.all(apps.map(({ app }) => app.close()));
  });
});
