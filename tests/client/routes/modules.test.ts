import { describe, expect, it } from 'vitest';
import { enabledModules } from '@/lib/app-config';
import { ALWAYS_KEPT_ROUTES, defaultModule, isRouteEnabled } from '@/lib/router/modules';
import { ROUTE_NAMES } from '@/lib/router/route-names';

describe('module enablement (spec §2)', () => {
  it('reads the enabled modules from app.json', () => {
    const writerOnly = { title: 'x', modules: { writer: { clientId: 'w', ico: '', title: '' } } };
    expect(enabledModules(writerOnly)).toEqual(['writer']);
    expect(enabledModules(null)).toEqual(['writer', 'designer']);
  });

  it('removes the routes of a module that is not enabled', () => {
    expect(isRouteEnabled('designer', ['writer'])).toBe(false);
    expect(isRouteEnabled('koxList', ['designer'])).toBe(false);
    expect(isRouteEnabled('koxList', ['writer'])).toBe(true);
    expect(isRouteEnabled('designer', ['designer'])).toBe(true);
  });

  it('keeps routes of no module unless they are on the extra-disabled list', () => {
    expect(isRouteEnabled('benchmarkStrategydoc', ['designer'])).toBe(true);
    expect(isRouteEnabled('twitchLive', ['writer'], ['twitchLive'])).toBe(false);
  });

  it('never removes the always-kept routes, whatever the modules or the extra list', () => {
    expect([...ALWAYS_KEPT_ROUTES].sort()).toEqual(
      [
        'login',
        'loginWriter',
        'loginDesigner',
        'root',
        '404',
        'reportShare',
        'hotideasShare',
        'previewDocument',
      ].sort(),
    );
    for (const name of ALWAYS_KEPT_ROUTES) {
      expect(isRouteEnabled(name, ['designer'], ROUTE_NAMES), name).toBe(true);
      expect(isRouteEnabled(name, ['writer'], ROUTE_NAMES), name).toBe(true);
    }
    expect(isRouteEnabled('koxList', ['writer'], ROUTE_NAMES)).toBe(false);
  });

  it('treats a config that enables nothing like no config, rather than locking every route away', () => {
    expect(isRouteEnabled('koxList', [])).toBe(true);
    expect(defaultModule([])).toBe('writer');
  });

  it('takes the first enabled module as the default', () => {
    expect(defaultModule(['designer'])).toBe('designer');
    expect(defaultModule(['writer', 'designer'])).toBe('writer');
  });
});
