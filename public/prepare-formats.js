// A signed-in page's first render writes dates and amounts (domain/format.ts), and Intl's first formatter loads its
// locale data and time zones: 45 ms or more of main thread in Chromium, inside a render that cannot yield. Asked for
// here, it runs while the page's scripts are still downloading, when the main thread has nothing else to do; the
// app's own formatters then cost little (docs/performance.md). The pre-rendered pages, which format nothing, leave
// this script out (scripts/prerender/vite-plugin.mjs).
new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit' }).format(0);
new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' }).format(0);
