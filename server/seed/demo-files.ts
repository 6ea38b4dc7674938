import type { ServerConfig } from '../config';
import { Plateforme } from '../../domain/platforms';
import type { TransitionSettings } from '../services/dossiers/transition';

/** Where the demo writes the files of its documents: the data folder, as the uploads do. */
export type DemoFiles = Pick<ServerConfig, 'dataDir'>;

/**
 * What the demo seed reads of the settings: where its files go, the platform whose data it seeds (PLATFORM_ID),
 * and the platform's address its e-mailed links point to.
 */
export type DemoSettings = DemoFiles & { platform: Pick<ServerConfig['platform'], 'id'> & TransitionSettings['platform'] };

/**
 * The platform of demo data seeded outside a running server (the test suite's copies, the benchmarks): the
 * default one, its links on PUBLIC_URL's default.
 */
export const DEMO_LINKS = { id: Plateforme.CE.id, url: 'http://localhost:3000' } as const;
