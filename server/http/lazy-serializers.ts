import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify's own serializer compiler (fast-json-stringify), each route's compiled on its first answer instead of at
 * start: compiling every route's response schema took about 0.4 s of CPU per start, paid by each server test file and
 * each journey's server, while a process answers only some of its routes. Then kept for the route's later answers.
 * A schema fast-json-stringify refuses would now fail at its route's first answer, not at start:
 * test/server/openapi.test.ts compiles every route's at once.
 *
 * A serializer depends only on its schema (and on options and shared schemas, which no app of ours sets), so one
 * compiled for a schema object serves every app of the process that answers with that same object: the route table
 * hands each app the same frozen envelope (server/http/route.ts). A serving process builds one app; the server
 * tests build one per file, and compiling again (fast-json-stringify, with Ajv for its `anyOf`s) was 8 % of their CPU.
 */
export function lazySerializers(factory: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const shared = Object.keys(externalSchemas ?? {}).length === 0 && options === undefined;
    return (route) => {
      let serialize: Serializer | undefined;
      return (answer) => (serialize ??= shared ? sharedSerializer(route, compile) : compile(route))(answer);
    };
  };
}

const compiledBySchema = new WeakMap<object, Serializer>();

function sharedSerializer(route: Parameters<ReturnType<SerializerFactory>>[0], compile: ReturnType<SerializerFactory>): Serializer {
  const { schema } = route;
  if (typeof schema !== 'object' || schema === null) return compile(route);
  let serialize = compiledBySchema.get(schema);
  if (!serialize) compiledBySchema.set(schema, (serialize = compile(route)));
  return serialize;
}
