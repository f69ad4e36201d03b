import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { MODULES, type ModuleName } from './roles.ts';

const moduleConfigSchema = z.object({
  clientId: z.string(),
  ico: z.string().default(''),
  title: z.string().default(''),
});

/** `/web/conf/app.json` (spec §3 "App config"): a module without an entry is switched off. */
export const appConfigSchema = z.object({
  title: z.string().default(''),
  modules: z
    .object({ writer: moduleConfigSchema.optional(), designer: moduleConfigSchema.optional() })
    .default({}),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type ModuleConfig = z.infer<typeof moduleConfigSchema>;

export const APP_CONFIG_PATH = '/web/conf/app.json';

export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // The random value defeats caches between a deploy and a stale CDN/browser copy (spec §7).
  const response = await fetch(`${APP_CONFIG_PATH}?r=${Math.random().toString(36).slice(2)}`, {
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`app config: HTTP ${response.status}`);
  return appConfigSchema.parse(await response.json());
}

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
  staleTime: 5 * 60_000,
});

/** Modules switched on by the config; without a config (it failed to load) every module stays on. */
export function enabledModules(config: AppConfig | null | undefined): ModuleName[] {
  if (!config) return [...MODULES];
  return MODULES.filter((m) => config.modules[m] !== undefined);
}
