import { describe, expect, it } from 'vitest';
import { decideRoute, loginRedirectFor, OPEN_ROUTES, type GuardInput } from '@/lib/router/guard';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@/lib/router/route-names';

const both = ['writer', 'designer'] as const;

function decide(name: RouteName | undefined, over: Partial<GuardInput> = {}) {
  const path = name ? ROUTES[name].path.replace('$app_doi', 'app_1') : '/somewhere';
  return decideRoute({ name, pathname: path, href: path, signedIn: false, enabledModules: both, ...over });
}

describe('route guard (spec §2)', () => {
  it('lets a signed-out visitor open exactly the open routes', () => {
    for (const name of OPEN_ROUTES) expect(decide(name), name).toEqual({ type: 'allow' });
    expect(decide('koxList').type).toBe('redirect');
    expect(decide('selectRole').type).toBe('redirect');
    expect(decide('benchmarkReport').type).toBe('redirect');
  });

  it('sends a signed-out writer path to the writer sign-in with the previous path and search', () => {
    expect(
      decide('koxList', { pathname: '/writer/kox/list', href: '/writer/kox/list?tab=mine&page=2' }),
    ).toEqual({
      type: 'redirect',
      href: '/writer/login?redirect=%2Fwriter%2Fkox%2Flist%3Ftab%3Dmine%26page%3D2',
    });
  });

  it('sends paths of no module (benchmark) to the writer sign-in too', () => {
    expect(decide('benchmarkHotideas')).toEqual({
      type: 'redirect',
      href: '/writer/login?redirect=%2Fbenchmark%2Fhotideas',
    });
  });

  it('sends a signed-out designer path to the designer sign-in', () => {
    expect(decide('designer')).toEqual({ type: 'redirect', href: '/designer/login' });
  });

  it('judges forwarding routes by where they land, not where they start', () => {
    for (const name of ['root', 'login', '404', 'writer', 'kox', 'backstage'] as const) {
      expect(decide(name), name).toEqual({ type: 'allow' });
    }
  });

  it('sends a signed-in user away from the sign-in pages to their module', () => {
    expect(decide('loginWriter', { signedIn: true })).toEqual({ type: 'redirect', href: '/writer' });
    expect(decide('loginDesigner', { signedIn: true })).toEqual({ type: 'redirect', href: '/designer' });
    expect(decide('koxList', { signedIn: true })).toEqual({ type: 'allow' });
  });

  it('redirects routes of a disabled module to the enabled module, signed in or not', () => {
    expect(decide('designer', { signedIn: true, enabledModules: ['writer'] })).toEqual({
      type: 'redirect',
      href: '/writer',
    });
    expect(decide('koxList', { signedIn: true, enabledModules: ['designer'] })).toEqual({
      type: 'redirect',
      href: '/designer',
    });
    // The sign-in pages survive any module set-up.
    expect(decide('loginDesigner', { enabledModules: ['writer'] })).toEqual({ type: 'allow' });
  });

  it('redirects a route on the extra-disabled list', () => {
    expect(decide('twitchLive', { extraDisabled: ['twitchLive'] })).toEqual({
      type: 'redirect',
      href: '/writer',
    });
  });

  it('treats a route without a name as protected', () => {
    expect(decide(undefined).type).toBe('redirect');
  });

  it('names every open route of the spec', () => {
    expect([...OPEN_ROUTES].sort()).toEqual(
      [
        'loginWriter',
        'loginDesigner',
        'previewDocument',
        'dev',
        'reportShare',
        'hotideasShare',
        'bulogin',
        'BuloginPwdbulogin',
        'socialBoosterUsageGuide',
        'twitchLive',
      ].sort(),
    );
    for (const name of OPEN_ROUTES) expect(ROUTE_NAMES).toContain(name);
  });
});

describe('loginRedirectFor', () => {
  it('does not send the user from a sign-in page to itself', () => {
    expect(loginRedirectFor('/writer/login', '/writer/login?redirect=%2Fx')).toBeNull();
    expect(loginRedirectFor('/designer/login/', '/designer/login/')).toBeNull();
  });

  it('keeps the previous address for writer pages only', () => {
    expect(loginRedirectFor('/writer/editor', '/writer/editor#top')).toBe(
      '/writer/login?redirect=%2Fwriter%2Feditor%23top',
    );
    expect(loginRedirectFor('/designer', '/designer?x=1')).toBe('/designer/login');
  });
});
