import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/router/safe-redirect';
import { afterSignInTarget } from '@/screens/auth/after-sign-in';

const origin = 'https://studio.example';

describe('safe redirect after sign-in', () => {
  it('follows same-origin paths with their search and hash', () => {
    expect(safeRedirectPath('/writer/kox/list?tab=mine#top', origin)).toBe('/writer/kox/list?tab=mine#top');
    expect(safeRedirectPath('/benchmark', origin)).toBe('/benchmark');
  });

  it.each([
    '//evil.example',
    '//evil.example/writer',
    '/\\evil.example',
    'https://evil.example/writer',
    'http://studio.example/writer',
    'javascript:alert(1)',
    'writer/kox',
    '/\twriter',
    '',
    ' /writer',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });

  it('rejects what is not text', () => {
    expect(safeRedirectPath(undefined, origin)).toBeNull();
    expect(safeRedirectPath(42, origin)).toBeNull();
  });
});

describe('where a sign-in continues', () => {
  const writerRole = { role_id: 'w1', role_name: 'editor', module: 'writer' } as const;
  const designerRole = { role_id: 'd1', role_name: 'admin', module: 'designer' } as const;

  it('follows a safe redirect, else the module start', () => {
    expect(
      afterSignInTarget({ module: 'writer', redirect: '/writer/kox/list', roles: [writerRole], origin }),
    ).toBe('/writer/kox/list');
    expect(
      afterSignInTarget({ module: 'writer', redirect: '//evil.example', roles: [writerRole], origin }),
    ).toBe('/writer');
    expect(
      afterSignInTarget({ module: 'designer', redirect: undefined, roles: [designerRole], origin }),
    ).toBe('/designer');
  });

  it('asks for a role first when the user holds several in this module', () => {
    const second = { role_id: 'w2', role_name: 'admin', module: 'writer' } as const;
    expect(
      afterSignInTarget({
        module: 'writer',
        redirect: '/writer/editor',
        roles: [writerRole, second, designerRole],
        origin,
      }),
    ).toBe('/selectrole?redirect=%2Fwriter%2Feditor');
  });
});
