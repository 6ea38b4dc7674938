import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array } from 'superstruct';
import { Droit } from '../../domain/droits';
import { AddressInput } from '../../domain/schemas/address';
import { mayActInOrganisation } from '../../machines/access/organisationActions';
import { recordIdParam } from '../http/params';
import { rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { addAddress, deleteAddress, updateAddress } from '../services/addresses/manage';
import { organisationAccess } from './organisation-access';
import { loadOrganisationAddresses } from '../services/organisations/detail';
import { OrganisationAddress } from '../../domain/wire/organisations';

/** An organisation's Authority acts under its side's right; the administration does not manage addresses. */
const ADDRESS_MANAGERS = rights([Droit.Prestataire, Droit.Beneficiaire]);

/**
 * Spec section 7, Organisations: an organisation's addresses, added, edited and deleted by its Authority
 * (MANAGE_ADDRESS, A only, spec sections 5 and 6). Each answers the organisation's addresses as they now are.
 */
export async function organisationAddressRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const managing = organisationAccess('orgId', 'MANAGE_ADDRESS');

  async function authority(request: FastifyRequest) {
    const organisationId = recordIdParam(request.params, 'orgId');
    const caller = await loadDossierCaller(db, requireAuth(request));
    return { organisationId, mayManage: (row: { id: number }) => mayActInOrganisation(caller, row.id, 'MANAGE_ADDRESS') };
  }

  app.post('/organisations/:orgId/address/add', route({ policy: ADDRESS_MANAGERS, access: managing, body: AddressInput, result: array(OrganisationAddress) }), async (request) => {
    const { organisationId, mayManage } = await authority(request);
    await addAddress(db, organisationId, request.body, mayManage);
    return { result: await loadOrganisationAddresses(db, organisationId) };
  });

  app.post('/organisations/:orgId/address/:id/update', route({ policy: ADDRESS_MANAGERS, access: managing, body: AddressInput, result: array(OrganisationAddress) }), async (request) => {
    const { organisationId, mayManage } = await authority(request);
    await updateAddress(db, organisationId, recordIdParam(request.params, 'id'), request.body, mayManage);
    return { result: await loadOrganisationAddresses(db, organisationId) };
  });

  app.post('/organisations/:orgId/address/:id/delete', route({ policy: ADDRESS_MANAGERS, result: array(OrganisationAddress) }), async (request) => {
    const { organisationId, mayManage } = await authority(request);
    await deleteAddress(db, organisationId, recordIdParam(request.params, 'id'), mayManage);
    return { result: await loadOrganisationAddresses(db, organisationId) };
  });
}
