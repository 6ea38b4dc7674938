import { demoIdentities } from '../../seed/demo-contacts';

/** A person the embedded identity provider can prove: what a real eID service would tell the platform. */
export interface TestIdentity {
  nationalRegisterNumber: string;
  prenom: string;
  nom: string;
  email?: string;
}

/**
 * The identities offered on the embedded provider's page: one per demo contact (each signs in as that
 * contact), and one person the platform does not know, to try a sign-up.
 */
export const TEST_IDENTITIES: readonly TestIdentity[] = [
  ...demoIdentities(),
  { nationalRegisterNumber: '67042067860', prenom: 'Élise', nom: 'Nouvelle' },
];
