import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ALL_DROITS, Droit, type DroitId } from '../../domain/droits';
import { AREAS, mayOpenArea, type Area } from '../../machines/access/areaAccess';
import { sessionMachine } from '../../machines/session.machine';
import { opensArea } from '../../machines/session.state';

const { AdministrateurGeneral: AG, Administrateur: AD, Gestionnaire: GE, Prestataire: PR, Beneficiaire: BE, Emetteur: EM, CentreReference: CR, CentreAvis: CA } = Droit;

/** Written from spec sections 2 and 6, not from the code: which rights open each reserved area. */
const SPEC: Record<Area, DroitId[]> = {
  // /dossiers: "provider or beneficiary"; the managers read theirs in their own section.
  dossiers: [PR, BE],
  // The managers' desk: the administration's rights (1-3).
  gestion: [AG, AD, GE],
  // The provider's beneficiaries, its labellisation screens, the profile's labellisations tab: "provider only".
  provider: [PR],
  // /cheques: "provider only" (section 6), and the issuer, whose screens the spec leaves unnamed (docs/cheques.md).
  cheques: [PR, EM],
  // /labellisation: the provider, the centres and the administration.
  labellisation: [AG, AD, GE, PR, CR, CA],
  // /labellisation/bureau: the centres and the administration.
  labellisationDesk: [AG, AD, GE, CR, CA],
};

describe('the areas each right opens', () => {
  it('has a row for every area', () => {
    expect(Object.keys(SPEC).sort()).toEqual(Object.keys(AREAS).sort());
  });

  it.each(Object.entries(SPEC) as Array<[Area, DroitId[]]>)('%s', (area, rights) => {
    expect(ALL_DROITS.filter((droitId) => mayOpenArea(droitId, area))).toEqual(rights);
    expect(mayOpenArea(null, area)).toBe(false);
  });
});

describe('the session machine takes OPEN_AREA from the right it holds', () => {
  const connectedAs = (droitId: DroitId) => {
    const actor = createActor(sessionMachine, {
      snapshot: sessionMachine.resolveState({
        value: { connected: 'idle' },
        context: { user: { id: 1, prenom: 'A', nom: 'B', droits: [droitId] }, linkedOrganisations: [], droitId, error: null, maintenance: false },
      }),
    });
    return actor.start().getSnapshot();
  };

  it.each(Object.entries(SPEC) as Array<[Area, DroitId[]]>)('%s', (area, rights) => {
    expect(ALL_DROITS.filter((droitId) => opensArea(connectedAs(droitId), area))).toEqual(rights);
  });

  it('opens nothing to nobody signed in', () => {
    const snapshot = createActor(sessionMachine).start().getSnapshot();
    expect(opensArea(snapshot, 'dossiers')).toBe(false);
  });
});
