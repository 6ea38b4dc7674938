import { tsImport } from 'tsx/esm/api';

const INDEX = 'virtual:statecharts';
const ONE = 'virtual:statechart/';

/**
 * The studio's charts, laid out when the app is built (issue 13: the browser never loads the layout engine):
 * `virtual:statecharts` lists every machine of machines/index.ts with a loader of its own chunk,
 * `virtual:statechart/<name>` is one laid-out chart. The machines are TypeScript read through tsx when a chart is
 * asked for, so that Vite's configuration stays loadable on its own.
 * @returns {import('vite').Plugin}
 */
export function statecharts() {
  /** @type {Promise<typeof import('./charts.ts')> | undefined} */
  let charts;
  const load = () => (charts ??= tsImport('./charts.ts', import.meta.url));
  return {
    name: 'statecharts',
    resolveId: (id) => (id === INDEX || id.startsWith(ONE) ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${INDEX}`) {
        const entries = (await load()).chartIndex().map(({ name, ...summary }) => {
          const fields = JSON.stringify(summary).slice(1, -1);
          return `  ${JSON.stringify(name)}: { ${fields}, load: () => import(${JSON.stringify(ONE + name)}).then((m) => m.default) },`;
        });
        return `export const statecharts = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const name = id.slice(ONE.length + 1);
        const chart = await (await load()).laidOutChart(name);
        if (!chart) throw new Error(`statecharts: no machine ${name} in machines/index.ts`);
        return `export default ${JSON.stringify(chart)};\n`;
      }
      return null;
    },
  };
}
