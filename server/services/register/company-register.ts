import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { registreEntreprises } from '../../db/schema/index';
import { companyRegisterError } from '../../../domain/errors';
import { RegisterCompany } from '../../../domain/wire/wizard';

/** How long the external register may take before the look-up counts as failed. */
const EXTERNAL_REGISTER_TIMEOUT_MS = 5000;

/** The company of that (normalised, valid) company number, or null when the register does not know it. */
export type CompanyLookup = (bce: string) => Promise<RegisterCompany | null>;

function embeddedRegister(db: Db): CompanyLookup {
  return async (bce) => {
    const [row] = await db.select().from(registreEntreprises).where(eq(registreEntreprises.numeroBce, bce));
    if (!row) return null;
    const { numeroBce, denomination, formeJuridique, codesNace, dateCreation, actif, siegeSocial, unitesEtablissement } = row;
    return { numeroBce, denomination, formeJuridique, codesNace, dateCreation, actif, siegeSocial, unitesEtablissement };
  };
}

/** GET <url>/<bce>: 404 means unknown; a network failure, another status or an unexpected body is the register's failure (502). */
function externalRegister(url: string): CompanyLookup {
  return async (bce) => {
    const response = await fetch(`${url.replace(/\/+$/, '')}/${bce}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(EXTERNAL_REGISTER_TIMEOUT_MS),
    }).catch(() => null);
    if (response?.status === 404) return null;
    if (!response?.ok) throw companyRegisterError();
    const body: unknown = await response.json().catch(() => null);
    // What an external register must answer, the API's own description of a company: anything else is a register failure, never trusted data.
    if (!is(body, RegisterCompany) || body.numeroBce !== bce) throw companyRegisterError();
    return body;
  };
}

/** The company register the platform reads (GET /services/bce-lookup, searchBCE): the configured one, else the embedded table. */
export function companyRegister(db: Db, config: ServerConfig): CompanyLookup {
  return config.bceRegisterUrl ? externalRegister(config.bceRegisterUrl) : embeddedRegister(db);
}
