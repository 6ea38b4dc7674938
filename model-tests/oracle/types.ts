/**
 * The shapes of the oracle tables: the spec's rules written as data, by hand, from SPEC.md and README's
 * recorded readings. The tables never import a machine; the tests compare the machines with them.
 */

/** A contact type of spec section 3 by its letter: Authority, Reference, Expert, Information, Technical. */
export type ContactLetter = 'A' | 'R' | 'E' | 'I' | 'T';

/** One side's contacts who may send an event: the contact types of the matrix (section 6) and its narrower rules. */
export interface Party {
  types: readonly ContactLetter[];
  /** "Only a contact assigned to a request may answer a DRC." */
  assignedOnly?: true;
  /** The provider acts in the beneficiary's place only when both are the same organisation. */
  sameOrganisationOnly?: true;
}

/**
 * One transition of a lifecycle: in state `from` (a leaf state, dotted path; a leaf answers the events its
 * parents handle, so an inherited transition has a row per leaf), the event, under the guard named (if any),
 * leads to `to` (a leaf state; `from` itself when the state does not change) and the host performs `effects`,
 * in order (the transition's own, then the entry effects of the states entered).
 */
export interface TransitionRow<Sender> {
  from: string;
  event: string;
  guard?: string;
  to: string;
  effects: readonly string[];
  /** Who may send the event. */
  by: Sender;
  /** Where our reading departs from or completes the spec's words, and why. */
  reading?: string;
}

/** A lifecycle: its leaf states, the initial one, the final ones, and every transition. */
export interface LifecycleTable<Sender> {
  machine: string;
  initial: string;
  states: readonly string[];
  finals: readonly string[];
  rows: ReadonlyArray<TransitionRow<Sender>>;
}
