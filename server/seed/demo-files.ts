import type { ServerConfig } from '../config';
import type { TransitionSettings } from '../services/dossiers/transition';

/** Where the demo writes the files of its documents: the data folder, as the uploads do. */
export type DemoFiles = Pick<ServerConfig, 'dataDir'>;

/** What the demo seed reads of the settings: where its files go, and the platform's address its e-mailed links point to. */
export type DemoSettings = DemoFiles & Pick<TransitionSettings, 'platform'>;

/** The address of the links of demo data seeded outside a running server (the test suite's copies, the benchmarks): PUBLIC_URL's default. */
export const DEMO_LINKS = { url: 'http://localhost:3000' } as const;
