// The studio's charts, made by scripts/statecharts/vite-plugin.ts when the app is built.
declare module 'virtual:statecharts' {
  export const statecharts: Record<
    import('../machines/index').MachineName,
    { description: string; states: number; transitions: number; load: () => Promise<import('../machines/chart/layout-types').StudioChart> }
  >;
}
