/**
 * A type guard for one of the spec's id lists: is `n` one of `values`? Every id of the vocabulary (statuses, rights,
 * contact and organisation types, steps) is checked this one way, at the API's edge and in the machines.
 */
export const memberOf =
  <T>(values: readonly T[]) =>
  (n: unknown): n is T =>
    (values as readonly unknown[]).includes(n);
