import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';
import type { ServerConfig } from '../config';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy, wizardPolicy } from '../http/policy';
import { route, type AnySchema } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { AskTextPayload } from '../../domain/schemas/dossiers';
import {
  ConfigureBeneficiairePayload,
  ConfigureCompetencesPayload,
  ConfigureFinancierPayload,
  ConfigurePrestatairePartiallyPayload,
  ConfigurePrestatairePayload,
  ConfigurePrestationPayload,
  ConfigureSpecificitesPayload,
  UpdateTypeAidePayload,
} from '../../domain/schemas/wizard';
import type { CreationCaller } from '../../machines/access/dossierCreation';
import { loadDossierCaller } from '../services/dossiers/caller';
import { askPrestataire } from '../services/wizard/ask-prestataire';
import { applyBeneficiaire } from '../services/wizard/beneficiaire';
import { applyTypeAide } from '../services/wizard/cheque';
import { applyCompetences } from '../services/wizard/competences';
import { wizardDossierDetail } from '../services/wizard/detail';
import { applyFinancier } from '../services/wizard/financier';
import type { WizardScreens } from '../services/wizard/guard';
import { applyPrestataire, applyPrestatairePartially } from '../services/wizard/prestataire';
import { applyPrestation } from '../services/wizard/prestation';
import { saveWizardStep, type SaveStepInput } from '../services/wizard/save-step';
import { applySpecificites } from '../services/wizard/specificites';

interface StepRoute {
  path: string;
  screens: WizardScreens;
  /** The screen's schema, declared with the route: the body is validated with it (400) before `read`. */
  body: AnySchema;
  /** Gives the version read and the screen's rules from the validated body. */
  read: (body: unknown, caller: CreationCaller, config: ServerConfig) => Pick<SaveStepInput, 'expectedVersion' | 'apply'>;
}

function stepRoute<T extends { version?: number }, S>(
  path: string,
  screens: WizardScreens,
  payload: Struct<T, S>,
  apply: (payload: T, caller: CreationCaller, config: ServerConfig) => SaveStepInput['apply'],
): StepRoute {
  return {
    path,
    screens,
    body: payload,
    read: (body, caller, config) => {
      // `payload` validated it: the route declares it as its body.
      const value = body as T;
      return { expectedVersion: value.version, apply: apply(value, caller, config) };
    },
  };
}

/**
 * The wizards' screens that save (spec section 7): one POST each, which validates the screen's payload,
 * saves it through saveWizardStep (permission, wizard guard, version, rules, saved step) and answers the
 * dossier as it now is. `screens` says which screen of which wizard each call saves: a provider works in
 * the introduction, a beneficiary in the initiation.
 */
const STEP_ROUTES: StepRoute[] = [
  stepRoute('/dossiers/:id/update-type-aide', { introduction: 'cheque', initiation: 'cheque' }, UpdateTypeAidePayload, applyTypeAide),
  stepRoute('/dossiers/:id/configure-beneficiaire', { introduction: 'beneficiaire', initiation: 'beneficiaire' }, ConfigureBeneficiairePayload, applyBeneficiaire),
  stepRoute('/dossiers/:id/configure-prestataire', { introduction: 'prestataire' }, ConfigurePrestatairePayload, applyPrestataire),
  stepRoute('/dossiers/:id/configure-prestataire-partially', { initiation: 'prestataire' }, ConfigurePrestatairePartiallyPayload, applyPrestatairePartially),
  stepRoute('/dossiers/:id/configure-competences', { introduction: 'competences' }, ConfigureCompetencesPayload, applyCompetences),
  stepRoute('/dossiers/:id/configure-prestation', { introduction: 'prestation' }, ConfigurePrestationPayload, applyPrestation),
  stepRoute('/dossiers/:id/configure-financier', { introduction: 'financier' }, ConfigureFinancierPayload, (payload, _, config) => applyFinancier(payload, config)),
  stepRoute('/dossiers/:id/configure-specificites', { introduction: 'specificites' }, ConfigureSpecificitesPayload, applySpecificites),
];

export async function dossierConfigureRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  for (const { path, screens, body, read } of STEP_ROUTES) {
    const wizards = Object.keys(screens) as Array<keyof WizardScreens>;
    app.post(path, route({ policy: wizardPolicy(wizards), body }), async (request) => {
      const dossierId = recordIdParam(request.params, 'id');
      const caller = await loadDossierCaller(db, requireAuth(request));
      await saveWizardStep(db, { dossierId, caller, screens, ...read(request.body, caller, config) });
      return { result: await wizardDossierDetail(db, config, caller, dossierId) };
    });
  }

  app.post('/dossiers/:id/askPrestataire', route({ policy: dossierActionPolicy('askPrestataire'), body: AskTextPayload }), async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const { askText, version } = request.body;
    const caller = await loadDossierCaller(db, requireAuth(request));
    await askPrestataire(db, { dossierId, caller, askText, expectedVersion: version });
    return { result: await wizardDossierDetail(db, config, caller, dossierId) };
  });
}
