import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify's own serializer compiler (fast-json-stringify), each route's compiled on its first answer instead of at
 * start: compiling every route's response schema took about 0.4 s of CPU per start, paid by each server test file and
 * each journey's server, while a process answers only some of its routes. Then kept for the route's later answers.
 * A schema fast-json-stringify refuses would now fail at its route's first answer, not at start:
 * test/server/openapi.test.ts compiles every route's at once.
 */
export function lazySerializers(factory: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (answer) => (serialize ??= compile(route))(answer);
    };
  };
}
