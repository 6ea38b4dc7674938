import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { TypeOrganisation } from '../../domain/organisation-types';
import { ALL_ACTIONS, isAllowed } from '../../domain/permissions';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties } from '../support/dossiers';
import { CONTACT_TYPES, createContact, createOrganisation, createOrganisationWithContacts, type ContactTypeLetter } from '../support/contacts';
import { MATRIX_PROBES, type Pending, type Probe, type ProbeContext, type Side, type Target } from '../support/matrix-probes';
import { wizardReferences } from '../support/wizard';

/**
 * Spec section 6, cell by cell: every action of domain/permissions.ts, taken through the API by a contact of
 * each type A, R, E, I and by an outsider with no link, on an object of the caller's organisation and of
 * another one. Allowed: a 2xx answer; refused: the probe's refusal (403, or 404 where the API hides that
 * the object exists). The probes are in test/support/matrix-probes.ts.
 */

let t: TestApp;
let ctx: ProbeContext;
let dataDir: string;
const LETTERS = Object.keys(CONTACT_TYPES) as ContactTypeLetter[];
const auth = { prestataire: {}, beneficiaire: {} } as Record<Side, Record<ContactTypeLetter, string>>;
let outsider: string;
const organisations = {} as Record<Side, { mine: number; other: number }>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-matrix-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const p = await demoParties(t);
  ctx = { t, p, r: await wizardReferences(t) };
  // The provider side is the demo provider, whose introductions the support completes; the beneficiary side a fresh company.
  const demoLogins = { A: 'demo.presta', R: 'demo.reference', E: 'demo.expert', I: 'demo.information' };
  for (const letter of LETTERS) auth.prestataire[letter] = (await t.login(demoLogins[letter], Droit.Prestataire)).authorization;
  const beneficiaire = await createOrganisationWithContacts(t, 'matrice.benef', TypeOrganisation.BENEFICIAIRE, Droit.Beneficiaire);
  for (const letter of LETTERS) auth.beneficiaire[letter] = (await t.login(beneficiaire.logins[letter], Droit.Beneficiaire)).authorization;
  organisations.prestataire = { mine: p.prestataire, other: await createOrganisation(t, 'Autre Conseil (matrice)', TypeOrganisation.PRESTATAIRE) };
  organisations.beneficiaire = { mine: beneficiaire.organisationId, other: p.entreprise };
  await createContact(t, 'matrice.outsider', [Droit.Prestataire, Droit.Beneficiaire]);
  outsider = (await t.login('matrice.outsider')).authorization;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const isPending = (probe: Probe | Pending): probe is Pending => 'pending' in probe;

/** What the matrix (narrowed where a rule of section 6 says so) allows a caller on a target. */
function allowed(action: (typeof ALL_ACTIONS)[number], probe: Probe, caller: ContactTypeLetter | 'outsider', target: Target): boolean {
  if (!target.mine) return false;
  if (caller === 'outsider') return probe.selfService !== undefined;
  const type = CONTACT_TYPES[caller];
  return isAllowed(action, type) && (probe.narrowedTo?.types.includes(type) ?? true);
}

describe('the permission matrix of spec section 6, cell by cell', () => {
  it('has a server case or a pending reason for every action of the matrix, and none for another', () => {
    // Record<ActionName, ...> already fails type-checking on a missing action; this fails the run too.
    expect(Object.keys(MATRIX_PROBES).sort()).toEqual([...ALL_ACTIONS].sort());
  });

  it('lists the actions no endpoint takes yet (each also a todo below)', () => {
    const pending = ALL_ACTIONS.flatMap((action) => {
      const probe = MATRIX_PROBES[action];
      return isPending(probe) ? [`  - ${action}: ${probe.pending}`] : [];
    });
    console.info(`Permission matrix: ${pending.length} of ${ALL_ACTIONS.length} actions pending, no endpoint yet:\n${pending.join('\n')}`);
    expect(pending.length).toBeLessThan(ALL_ACTIONS.length);
  });

  for (const action of ALL_ACTIONS) {
    const probe = MATRIX_PROBES[action];
    if (isPending(probe)) {
      it.todo(`${action}: pending, ${probe.pending}`);
      continue;
    }
    const who = (['A', 'R', 'E', 'I'] as const).filter((letter) => allowed(action, probe, letter, { side: 'prestataire', owner: 0, mine: true }));
    for (const side of probe.sides) {
      const alsoOutsider = probe.selfService ? ' and to a contact with no link' : '';
      it(`${action} (${side} side): allowed to ${who.join(', ') || 'nobody'} of its own organisation${alsoOutsider}; ${probe.refusal} otherwise`, async () => {
        for (const mine of probe.mineOnly ? [true] : [true, false]) {
          const target: Target = { side, owner: mine ? organisations[side].mine : organisations[side].other, mine };
          for (const caller of [...LETTERS, 'outsider'] as const) {
            const response = await probe.run(ctx, target, caller === 'outsider' ? outsider : auth[side][caller]);
            const where = `${caller} on ${mine ? 'its own' : 'another'} organisation: ${response.statusCode} ${response.body.slice(0, 200)}`;
            if (allowed(action, probe, caller, target)) {
              expect(response.statusCode, where).toBeGreaterThanOrEqual(200);
              expect(response.statusCode, where).toBeLessThan(300);
            } else {
              expect(response.statusCode, where).toBe(probe.refusal);
            }
          }
        }
      });
    }
  }
});
