import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { LinkedOrganisation } from '../../../machines/session.types';

/** The signed-in contact as GET /auth/whoami gives it (result.user): what the profile's roles read. */
export interface MyContact {
  id: number;
  Prenom: string;
  Nom: string;
  /** The contact's own project-holder beneficiary organisation, once it took that role (GET /contacts/{id}/addPorteur). */
  BeneficiaireId: number | null;
  porteur_projet_actif: boolean;
  droits: Array<{ id: number }>;
}

/** One link of the contact (result.linked_organisations): every active link, pending and refused ones included. */
export interface MyLink extends LinkedOrganisation {
  organisation_actif: boolean;
}

export interface MyIdentity {
  user: MyContact;
  linked_organisations: MyLink[];
}

export const profileKeys = {
  all: ['profile'] as const,
  identity: ['profile', 'identity'] as const,
};

/** GET /auth/whoami, read afresh for the profile: the session keeps only what the whole app needs of it. */
export const myIdentityQuery = queryOptions({ queryKey: profileKeys.identity, queryFn: () => api<MyIdentity>('/auth/whoami') });

export function useMyIdentity() {
  return useQuery(myIdentityQuery);
}
