/** The shape of a machine's French names (machines/chart/french-labels*.ts), and a guard label two machines share. */

/** A guard as analysts read it: a short label on the arrow, and the rule it checks, in full. */
export interface GuardLabel {
  label: string;
  rule: string;
}

export interface MachineLabels {
  states: Record<string, string>;
  /** Events of this machine only; common ones are in COMMON_EVENTS. */
  events?: Record<string, string>;
  guards?: Record<string, GuardLabel>;
  /** Named delays of `after` transitions. */
  delays?: Record<string, string>;
  /** Invoked services, by their id: their `done` and `error` events read "<label> réussi / échoué". */
  actors?: Record<string, string>;
  /** Entry and exit actions (drawn on their states). */
  effects?: Record<string, string>;
}


/** The server refused the creation naming this step: shared by the wizards that restore a refused step. */
export const REFUSED_AT: GuardLabel = { label: 'refus sur cette étape', rule: 'Le serveur a refusé la création en désignant cette étape-ci.' };
