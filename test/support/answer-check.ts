import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { resultEnvelopeOf, type AnySchema } from '../../server/http/route';
import type { AnswerCheck } from '../../server/plugins/route-policy';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new WeakMap<AnySchema, ValidateFunction>();

/**
 * Every success answer of the server tests, checked against its route's described result before the serializer
 * sees it: a property the schema does not name (which the serializer would silently drop), a missing one or a
 * wrong type answers 500 and prints why, so that the description cannot drift from what routes send.
 */
export const checkAnswerAgainstItsSchema: AnswerCheck = (route, { result, meta }, payload) => {
  let validate = compiled.get(result);
  if (!validate) {
    validate = ajv.compile(resultEnvelopeOf(result, meta));
    compiled.set(result, validate);
  }
  if (validate(payload)) return;
  const why = (validate.errors ?? []).map(describeError).join('; ');
  console.error(`${route} answered outside its described result: ${why}`);
  throw new Error(`${route} answered outside its described result: ${why}`);
};

/** Where and why, naming the property the schema lacks (Ajv's own text leaves it out). */
function describeError(error: ErrorObject): string {
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  return `answer${error.instancePath} ${error.message ?? ''}${extra ? ` (${extra})` : ''}`;
}
