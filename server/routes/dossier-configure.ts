import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';
import type { ServerConfig } from '../config';
import { dossierDetailToWire } from '../wire/dossier-detail';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy, wizardPolicy } from '../http/policy';
import { dossierAccess } from './dossier-access';
import { route, type AnySchema } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { AskTextPayload } from '../../domain/schemas/dossiers';
import { DossierDetail } from '../../domain/wire/dossiers';
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
import { saveDossierEdit, type EditedPart } from '../services/dossiers/edit';
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

/** A screen's save: its schema, declared with the route (the body is validated with it, 400, before `read`). */
interface DataCall {
  body: AnySchema;
  /** Gives the version read and the screen's rules from the validated body. */
  read: (body: unknown, caller: CreationCaller, config: ServerConfig) => Pick<SaveStepInput, 'expectedVersion' | 'apply'>;
}

function dataCall<T extends { version?: number }, S>(
  payload: Struct<T, S>,
  apply: (payload: T, caller: CreationCaller, config: ServerConfig) => SaveStepInput['apply'],
): DataCall {
  return {
    body: payload,
    read: (body, caller, config) => {
      // `payload` validated it: the route declares it as its body.
      const value = body as T;
      return { expectedVersion: value.version, apply: apply(value, caller, config) };
    },
  };
}

const prestation = dataCall(ConfigurePrestationPayload, applyPrestation);
const financier = dataCall(ConfigureFinancierPayload, (payload, _, config) => applyFinancier(payload, config));
const specificites = dataCall(ConfigureSpecificitesPayload, applySpecificites);

/**
 * The wizards' screens that save (spec section 7): one POST each, which validates the screen's payload,
 * saves it through saveWizardStep (permission, wizard guard, version, rules, saved step) and answers the
 * dossier as it now is. `screens` says which screen of which wizard each call saves: a provider works in
 * the introduction, a beneficiary in the initiation.
 */
const STEP_ROUTES: Array<{ path: string; screens: WizardScreens; call: DataCall }> = [
  { path: '/dossiers/:id/update-type-aide', screens: { introduction: 'cheque', initiation: 'cheque' }, call: dataCall(UpdateTypeAidePayload, applyTypeAide) },
  {
    path: '/dossiers/:id/configure-beneficiaire',
    screens: { introduction: 'beneficiaire', initiation: 'beneficiaire' },
    call: dataCall(ConfigureBeneficiairePayload, applyBeneficiaire),
  },
  { path: '/dossiers/:id/configure-prestataire', screens: { introduction: 'prestataire' }, call: dataCall(ConfigurePrestatairePayload, applyPrestataire) },
  {
    path: '/dossiers/:id/configure-prestataire-partially',
    screens: { initiation: 'prestataire' },
    call: dataCall(ConfigurePrestatairePartiallyPayload, applyPrestatairePartially),
  },
  { path: '/dossiers/:id/configure-competences', screens: { introduction: 'competences' }, call: dataCall(ConfigureCompetencesPayload, applyCompetences) },
  { path: '/dossiers/:id/configure-prestation', screens: { introduction: 'prestation' }, call: prestation },
  { path: '/dossiers/:id/configure-financier', screens: { introduction: 'financier' }, call: financier },
  { path: '/dossiers/:id/configure-specificites', screens: { introduction: 'specificites' }, call: specificites },
];

/**
 * The dossier-edit screen's saves (statuses 5 and 9; our paths, the spec shows none): the performance, the
 * amounts and the specificities again, with the introduction's payloads and rules, through saveDossierEdit.
 */
const EDIT_ROUTES: Array<{ part: EditedPart; call: DataCall }> = [
  { part: 'prestation', call: prestation },
  { part: 'financier', call: financier },
  { part: 'specificites', call: specificites },
];

export async function dossierConfigureRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  for (const { path, screens, call } of STEP_ROUTES) {
    const wizards = Object.keys(screens) as Array<keyof WizardScreens>;
    app.post(path, route({ policy: wizardPolicy(wizards), access: dossierAccess('complete'), body: call.body, result: DossierDetail }), async (request) => {
      const dossierId = recordIdParam(request.params, 'id');
      const caller = await loadDossierCaller(db, requireAuth(request));
      await saveWizardStep(db, { dossierId, caller, screens, ...call.read(request.body, caller, config) });
      return { result: dossierDetailToWire(caller, await wizardDossierDetail(db, caller, dossierId)) };
    });
  }

  for (const { part, call } of EDIT_ROUTES) {
    app.post(`/dossiers/:id/edit/${part}`, route({ policy: dossierActionPolicy('edit'), access: dossierAccess('edit'), body: call.body, result: DossierDetail }), async (request) => {
      const dossierId = recordIdParam(request.params, 'id');
      const caller = await loadDossierCaller(db, requireAuth(request));
      await saveDossierEdit(db, { dossierId, part, caller, ...call.read(request.body, caller, config) });
      return { result: dossierDetailToWire(caller, await wizardDossierDetail(db, caller, dossierId)) };
    });
  }

  app.post('/dossiers/:id/askPrestataire', route({ policy: dossierActionPolicy('askPrestataire'), access: dossierAccess('askPrestataire'), body: AskTextPayload, result: DossierDetail }), async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const { askText, version } = request.body;
    const caller = await loadDossierCaller(db, requireAuth(request));
    await askPrestataire(db, { dossierId, caller, askText, expectedVersion: version });
    return { result: dossierDetailToWire(caller, await wizardDossierDetail(db, caller, dossierId)) };
  });
}
