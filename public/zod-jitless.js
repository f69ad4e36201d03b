// Zod takes its settings from this global. It must say jitless before any module runs: the Content-Security-Policy
// has no 'unsafe-eval' (server/lib/security-headers.ts), and zod's JIT probes `new Function` on the first parse,
// which the browser reports as a policy violation even though zod catches it. The app's chunks parse while they
// load, before main.tsx's own code could call z.config(), so this is a classic script that runs first.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
