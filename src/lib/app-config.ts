import { MODULES, type ModuleName } from './roles.ts';
import { isRecord, isString } from './validate/plain-checks.ts';

export interface ModuleConfig {
  clientId: string;
  ico: string;
  title: string;
}

/** `/web/conf/app.json` (spec §3 "App config"): a module without an entry is switched off. */
export interface AppConfig {
  title: string;
  modules: Partial<Record<ModuleName, ModuleConfig>>;
}

/** A text field that may be left out (then empty). */
function optionalText(value: unknown, field: string): string {
  if (value === undefined) return '';
  if (!isString(value)) throw new Error(`app config: ${field} is not text`);
  return value;
}

function parseModule(value: unknown, name: ModuleName): ModuleConfig {
  if (!isRecord(value) || !isString(value.clientId))
    throw new Error(`app config: modules.${name} needs a clientId`);
  return {
    clientId: value.clientId,
    ico: optionalText(value.ico, `modules.${name}.ico`),
    title: optionalText(value.title, `modules.${name}.title`),
  };
}

/**
 * Checks app.json and fills what it may leave out; unknown fields are dropped. Written out rather than in zod:
 * the route guard reads it before the first screen, and zod would come into the first chunk with it.
 */
export function parseAppConfig(value: unknown): AppConfig {
  if (!isRecord(value)) throw new Error('app config: not an object');
  const modules = value.modules ?? {};
  if (!isRecord(modules)) throw new Error('app config: modules is not an object');
  const parsed: AppConfig['modules'] = {};
  for (const name of MODULES)
    if (modules[name] !== undefined) parsed[name] = parseModule(modules[name], name);
  return { title: optionalText(value.title, 'title'), modules: parsed };
}

export const APP_CONFIG_PATH = '/web/conf/app.json';

export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // The random value defeats caches between a deploy and a stale CDN/browser copy (spec §7).
  const response = await fetch(`${APP_CONFIG_PATH}?r=${Math.random().toString(36).slice(2)}`, {
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`app config: HTTP ${response.status}`);
  return parseAppConfig(await response.json());
}

// A plain object, not `queryOptions()`: the sign-in page reads this module without TanStack Query.
export const appConfigQuery = {
  queryKey: ['app-config'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAppConfig(signal),
  staleTime: 5 * 60_000,
};

/** Modules switched on by the config; without a config (it failed to load) every module stays on. */
export function enabledModules(config: AppConfig | null | undefined): ModuleName[] {
  if (!config) return [...MODULES];
  return MODULES.filter((m) => config.modules[m] !== undefined);
}
