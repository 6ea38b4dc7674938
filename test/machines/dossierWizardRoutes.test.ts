import { describe, expect, it } from 'vitest';
import { TypeContact, type TypeContactId } from '../../domain/contact-types';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { ETAPES_ENCODAGE_ORDERED } from '../../domain/encoding-steps';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { stepScreens, type StepScreen, type WizardKind } from '../../domain/wizard-steps';
import { wizardAccess, type WizardDossier } from '../../machines/access/wizardAccess';
import { wizardContactTypes } from '../../machines/dossierWizard.context';
import { wizardScreenVerdict, wizardSetupVerdict } from '../../machines/dossierWizard.state';
import type { DossierWizardContext } from '../../machines/dossierWizard.types';

const { AUTORITE, REFERENCE, EXPERT, INFORMATION } = TypeContact;
const WIZARDS = ['introduction', 'initiation'] as const;

const DOSSIERS: WizardDossier[] = [StatutDossier.DOSSIER_INTRODUCTION, StatutDossier.DOSSIER_EXAMEN].flatMap((statut) =>
  ETAPES_ENCODAGE_ORDERED.flatMap((etapeEncodage) =>
    [[REFERENCE], [INFORMATION]].flatMap((providerContactTypes: TypeContactId[]) =>
      [true, false].map((hasCompetences) => ({ statut, etapeEncodage, hasCompetences, providerContactTypes })),
    ),
  ),
);

const contextOf = (droitId: number, dossier: WizardDossier | null, userContactTypes: TypeContactId[]): DossierWizardContext => ({
  droitId,
  dossierId: dossier && 42,
  dossier,
  userContactTypes,
});

describe('the wizard routes ask the restored statechart', () => {
  it('open, send on or hide exactly as the wizard guard does, for a contact who may complete the dossier', () => {
    const wrong = WIZARDS.flatMap((wizard) =>
      [Droit.Prestataire, Droit.Beneficiaire].flatMap((droitId) =>
        DOSSIERS.flatMap((dossier) =>
          [[AUTORITE], [REFERENCE], [EXPERT, INFORMATION]].flatMap((types: TypeContactId[]) =>
            stepScreens<WizardKind>(wizard).flatMap((screen) => {
              const access = wizardAccess<WizardKind>({ wizard, dossierIdParam: '42', dossier, droitId, targetScreen: screen });
              const expected = 'allow' in access ? { open: true } : access;
              const actual = wizardScreenVerdict<WizardKind>(wizard, contextOf(droitId, dossier, types), screen);
              return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ wizard, droitId, dossier, types, screen, expected, actual }];
            }),
          ),
        ),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('refuse, in words, every screen of a loaded dossier to a contact who may not complete it (Information, or no link)', () => {
    for (const wizard of WIZARDS) {
      const droitId = wizard === 'introduction' ? Droit.Prestataire : Droit.Beneficiaire;
      for (const dossier of DOSSIERS) {
        for (const types of [[INFORMATION], []] as TypeContactId[][]) {
          for (const screen of [...stepScreens<WizardKind>(wizard), null] as Array<StepScreen<WizardKind> | null>) {
            expect(wizardScreenVerdict<WizardKind>(wizard, contextOf(droitId, dossier, types), screen)).toEqual({ refused: 'completeDossier' });
          }
        }
      }
    }
  });

  it('resume a dossier at the furthest screen the statechart opens', () => {
    const context = contextOf(Droit.Prestataire, { ...DOSSIERS[0]!, etapeEncodage: ETAPES_ENCODAGE_ORDERED[4]! }, [REFERENCE]);
    expect(wizardScreenVerdict('introduction', context, null)).toEqual({ redirect: 'financier' });
    expect(wizardScreenVerdict('introduction', { ...context, dossier: null }, null)).toEqual({ notFound: true });
  });

  it('open the setup screen only to a contact who may create a dossier, and hide it from the other right', () => {
    for (const wizard of WIZARDS) {
      const droitId = wizard === 'introduction' ? Droit.Prestataire : Droit.Beneficiaire;
      const other = wizard === 'introduction' ? Droit.Beneficiaire : Droit.Prestataire;
      for (const types of [[AUTORITE], [REFERENCE], [EXPERT]] as TypeContactId[][]) {
        expect(wizardSetupVerdict(wizard, contextOf(droitId, null, types))).toEqual({ open: true });
      }
      for (const types of [[INFORMATION], []] as TypeContactId[][]) {
        expect(wizardSetupVerdict(wizard, contextOf(droitId, null, types))).toEqual({ refused: 'createDossier' });
      }
      expect(wizardSetupVerdict(wizard, contextOf(other, null, [AUTORITE]))).toEqual({ notFound: true });
      expect(wizardSetupVerdict(wizard, contextOf(Droit.Gestionnaire, null, [AUTORITE]))).toEqual({ notFound: true });
    }
  });
});

describe('the contact types the statechart is opened with', () => {
  const link = (id: number, type_organisation_id: number, type_contact_id: number, validation_status: number = StatutValidationLien.VALIDE) => ({
    id,
    type_organisation_id,
    type_contact_id,
    validation_status,
  });
  const caller = {
    contactId: 1,
    droitId: Droit.Prestataire,
    linkedOrganisations: [
      link(10, TypeOrganisation.PRESTATAIRE, INFORMATION),
      link(11, TypeOrganisation.PRESTATAIRE, AUTORITE, StatutValidationLien.EN_ATTENTE),
      link(20, TypeOrganisation.BENEFICIAIRE, AUTORITE),
    ],
  };

  it("are the caller's validated types in its side's organisation of the dossier", () => {
    expect(wizardContactTypes('introduction', caller, 10)).toEqual([INFORMATION]);
    expect(wizardContactTypes('introduction', caller, 11)).toEqual([]);
    expect(wizardContactTypes('initiation', caller, 20)).toEqual([AUTORITE]);
    expect(wizardContactTypes('introduction', caller, null)).toEqual([]);
  });

  it('are, before the dossier exists, its validated types in every organisation of its side', () => {
    expect(wizardContactTypes('introduction', caller)).toEqual([INFORMATION]);
    expect(wizardContactTypes('initiation', caller)).toEqual([AUTORITE]);
  });
});
