import { bootedBuildVersion } from './build-version-meta.ts';

/** Spec §9: throttle 500 ms, so a burst of route changes (redirect chains) loads the version file once. */
export const VERSION_CHECK_THROTTLE_MS = 500;
const RELOADED_FOR_KEY = 'versionReloadedFor';

/** Reads (or writes, given a value) the per-tab reload marker; unavailable storage only disables loop protection. */
function sessionValue(value?: string): string | null {
  try {
    if (value !== undefined) window.sessionStorage.setItem(RELOADED_FOR_KEY, value);
    return window.sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

export type VersionCheckResult = 'current' | 'reloading' | 'skipped';

/** Loads `/version.js`, which sets `window.__BOOSTER_VERSION__` (a string, or null on a dev server without a build). */
export function loadServerVersion(): Promise<string | null> {
  return new Promise((resolve, reject) => {
    delete window.__BOOSTER_VERSION__;
    const script = document.createElement('script');
    script.src = `/version.js?r=${Math.random().toString(36).slice(2)}`;
    script.async = true;
    script.onload = () => {
      script.remove();
      const version = window.__BOOSTER_VERSION__;
      resolve(typeof version === 'string' ? version : null);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('version.js failed to load'));
    };
    document.head.append(script);
  });
}

export interface VersionCheckerDeps {
  loadServerVersion: () => Promise<string | null>;
  /** The build this page booted with; null on a dev server, where there is nothing to compare. */
  buildVersion: string | null;
  reload: () => void;
  now?: () => number;
  /** Remembers the version a reload was for, so a server that keeps answering it cannot cause a reload loop. */
  rememberReload?: { get(): string | null; set(version: string): void };
}

export function createVersionChecker(deps: VersionCheckerDeps): () => Promise<VersionCheckResult> {
  const now = deps.now ?? Date.now;
  let lastStart = Number.NEGATIVE_INFINITY;
  let running: Promise<VersionCheckResult> | null = null;

  const run = async (): Promise<VersionCheckResult> => {
    if (deps.buildVersion === null) return 'skipped';
    let server: string | null;
    try {
      server = await deps.loadServerVersion();
    } catch (error) {
      console.warn('[version] check failed', error);
      return 'skipped';
    }
    // No server version: a dev server without a build, nothing to compare.
    if (server === null || server === deps.buildVersion) return server === null ? 'skipped' : 'current';
    if (deps.rememberReload?.get() === server) return 'skipped';
    deps.rememberReload?.set(server);
    deps.reload();
    return 'reloading';
  };

  return () => {
    if (running) return running;
    if (now() - lastStart < VERSION_CHECK_THROTTLE_MS) return Promise.resolve('skipped');
    lastStart = now();
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Spec §7 version check: at start, on route changes and on script errors; reloads when a newer build is out. */
export const checkVersion = createVersionChecker({
  loadServerVersion,
  buildVersion: bootedBuildVersion(),
  reload: () => window.location.reload(),
  rememberReload: {
    get: () => sessionValue(),
    set: (version) => sessionValue(version),
  },
});
