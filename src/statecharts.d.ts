// The studio's charts, made by scripts/statecharts/vite-plugin.mjs when the app is built.
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module cannot `import` a relative one; `import()` types can. */
declare module 'virtual:statecharts' {
  export const statecharts: Record<
    import('../machines/index').MachineName,
    { description: string; states: number; transitions: number; load: () => Promise<import('../machines/chart/layout-types').LaidOutChart> }
  >;
}
