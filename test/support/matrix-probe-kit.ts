import type { LightMyRequestResponse as Response } from 'fastify';
import type { TypeContactId } from '../../domain/contact-types';
import type { DemoParties } from './dossiers';
import type { TestApp } from './test-app';
import type { WizardReferences } from './wizard';

/* What every probe of the permission matrix (test/server/permission-matrix.test.ts) is made of. */

export type Side = 'prestataire' | 'beneficiaire';

/** The test app and the demo data the probes build their objects with. */
export interface ProbeContext {
  t: TestApp;
  p: DemoParties;
  r: WizardReferences;
}

/** The organisation an action concerns: the caller's own (`mine`) or another one, on one side of a dossier. */
export interface Target {
  side: Side;
  owner: number;
  mine: boolean;
}

export interface Probe {
  /** The sides of a dossier (or the kinds of organisation) the action is taken on. */
  sides: readonly Side[];
  /** A rule of spec section 6 narrower than the action's row, which the server applies on top of it. */
  narrowedTo?: { types: readonly TypeContactId[]; rule: string };
  /** What a refused caller gets: 403, or 404 where the API hides that the object exists. */
  refusal: 403 | 404;
  /** The action is on the caller's own account (its profile, its links): a contact with no link takes it on its own too. Why. */
  selfService?: string;
  /** The action has no "another" to refuse, so only the caller's own target is probed. Why. */
  mineOnly?: string;
  /** Takes the action as `authorization` on a fresh object of `target`, where only who the caller is decides. */
  run(ctx: ProbeContext, target: Target, authorization: string): Promise<Response>;
}

/** An action of the matrix that no endpoint takes yet, and why. */
export interface Pending {
  pending: string;
}

export const get = ({ t }: ProbeContext, authorization: string, url: string) => t.app.inject({ url, headers: { authorization } });
export const post = ({ t }: ProbeContext, authorization: string, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

export const provider = ['prestataire'] as const;
