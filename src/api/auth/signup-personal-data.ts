import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../client';
import type { SignupType } from '../../../domain/schemas/signup';

/** What the identity provider proved, as the server keeps it. */
export interface SignupPersonalData {
  signupType: SignupType;
  NumeroRegistreNational: string;
  Prenom: string | null;
  Nom: string | null;
  Email: string | null;
}

/** GET /auth/get-gestia-personal-data/{id}; 404 once the kept identity expired or served. */
export const signupPersonalDataQuery = (id: string) =>
  queryOptions({
    queryKey: ['auth', 'signup-personal-data', id],
    queryFn: () => publicApi<SignupPersonalData>(`/auth/get-gestia-personal-data/${encodeURIComponent(id)}`),
    retry: false,
    staleTime: Infinity,
  });

export function useSignupPersonalData(id: string) {
  return useQuery(signupPersonalDataQuery(id));
}
