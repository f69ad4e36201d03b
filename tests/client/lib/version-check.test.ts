import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_VERSION_META, bootedBuildVersion } from '@/lib/build-version-meta';
import { createVersionChecker, loadServerVersion, VERSION_CHECK_THROTTLE_MS } from '@/lib/version-check';

afterEach(() => {
  vi.restoreAllMocks();
  delete window.__BOOSTER_VERSION__;
});

function checker(
  serverVersion: string | null | Error,
  now = { t: 0 },
  buildVersion: string | null = 'build-1',
) {
  const reload = vi.fn();
  const load = vi.fn(() =>
    serverVersion instanceof Error ? Promise.reject(serverVersion) : Promise.resolve(serverVersion),
  );
  let remembered: string | null = null;
  const check = createVersionChecker({
    loadServerVersion: load,
    buildVersion,
    reload,
    now: () => now.t,
    rememberReload: { get: () => remembered, set: (v) => (remembered = v) },
  });
  return { check, reload, load, now };
}

describe('checkVersion', () => {
  it('does nothing while the server runs the same build', async () => {
    const { check, reload } = checker('build-1');
    await expect(check()).resolves.toBe('current');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the server version differs', async () => {
    const { check, reload } = checker('build-2');
    await expect(check()).resolves.toBe('reloading');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('skips when the server has no version (dev) or the file fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const server of [null, new Error('offline')]) {
      const { check, reload } = checker(server);
      await expect(check()).resolves.toBe('skipped');
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('skips without asking the server when the page has no build version (dev server)', async () => {
    const { check, reload, load } = checker('build-2', { t: 0 }, null);
    await expect(check()).resolves.toBe('skipped');
    expect(load).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is throttled: a burst of route changes loads the version file once', async () => {
    const clock = { t: 1000 };
    const { check, load } = checker('build-1', clock);
    await Promise.all([check(), check(), check()]);
    clock.t += VERSION_CHECK_THROTTLE_MS - 1;
    await check();
    expect(load).toHaveBeenCalledTimes(1);
    clock.t += 1;
    await check();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload twice for the same server version (no reload loop)', async () => {
    const clock = { t: 0 };
    const { check, reload } = checker('build-2', clock);
    await check();
    clock.t += 10_000;
    await expect(check()).resolves.toBe('skipped');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('loadServerVersion', () => {
  it('injects /version.js with a random value and reads window.__BOOSTER_VERSION__', async () => {
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      appended.push(node as HTMLScriptElement);
    });
    window.__BOOSTER_VERSION__ = 'stale';
    const pending = loadServerVersion();
    const script = appended[0]!;
    expect(script.tagName).toBe('SCRIPT');
    expect(script.getAttribute('src')).toMatch(/^\/version\.js\?r=\w+$/);
    // The stale value from an earlier load must not be mistaken for this one.
    expect(window.__BOOSTER_VERSION__).toBeUndefined();
    window.__BOOSTER_VERSION__ = 'build-9';
    script.onload?.(new Event('load'));
    await expect(pending).resolves.toBe('build-9');
  });

  it('reads a missing or null version as null, and rejects when the file fails', async () => {
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      appended.push(node as HTMLScriptElement);
    });
    const first = loadServerVersion();
    window.__BOOSTER_VERSION__ = null;
    appended[0]!.onload?.(new Event('load'));
    await expect(first).resolves.toBeNull();
    const second = loadServerVersion();
    appended[1]!.onerror?.(new Event('error'));
    await expect(second).rejects.toThrow(/version\.js/);
  });
});

describe('bootedBuildVersion', () => {
  it('reads the build id from the meta tag the build puts in index.html', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(bootedBuildVersion(doc)).toBeNull();
    const meta = doc.createElement('meta');
    meta.name = BUILD_VERSION_META;
    meta.content = '';
    doc.head.append(meta);
    expect(bootedBuildVersion(doc)).toBeNull();
    meta.content = '3f9c0a1b2c3d4e5f';
    expect(bootedBuildVersion(doc)).toBe('3f9c0a1b2c3d4e5f');
  });
});
