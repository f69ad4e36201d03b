import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { access, defineEndpoint } from '../../../src/lib/api/define-endpoint.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { AppEnv, AuthUser } from '../../../server/lib/app-env.ts';
import { toResponse } from '../../../server/lib/errors.ts';
import { implement } from '../../../server/lib/implement.ts';
import { WrittenData } from '../../../server/lib/written-data.ts';

const detail = defineEndpoint({
  key: 'test.detail',
  method: 'GET',
  path: '/api/test/{item_id}/detail',
  input: z.object({ item_id: z.string(), verbose: z.enum(['yes', 'no']).default('no') }),
  output: z.object({ id: z.string(), verbose: z.boolean() }),
  access: access.team('editor'),
  summary: 'test',
});

const save = defineEndpoint({
  key: 'test.save',
  method: 'POST',
  path: '/api/test/{item_id}/save',
  input: z.object({ item_id: z.string(), name: z.string() }),
  output: z.object({ saved: z.string() }),
  access: access.user,
  summary: 'test',
});

function appWith(user: AuthUser | undefined, saveResult: unknown = undefined) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => toResponse(c, err));
  app.use('*', async (c, next) => {
    c.set('user', user);
    await next();
  });
  implement(app, detail, (input) => ({
    id: input.item_id,
    verbose: input.verbose === 'yes',
    secret: 'dropped',
  }));
  implement(
    app,
    save,
    (input) => (saveResult ?? { saved: `${input.item_id}:${input.name}` }) as { saved: string },
  );
  return app;
}

const editor: AuthUser = {
  id: 'u',
  account: 'e',
  name: 'E',
  writerRoles: ['editor'],
  designerRoles: [],
  roleList: [{ role_id: 'writer:editor', role_name: 'editor', module: 'writer' }],
  tokenId: 't',
  systemAdmin: false,
  team: { id: 'team', name: 'Team', role: 'editor', clientIds: null, member: true },
};
const viewer: AuthUser = {
  ...editor,
  writerRoles: ['viewer'],
  roleList: [{ role_id: 'writer:viewer', role_name: 'viewer', module: 'writer' }],
  team: { id: 'team', name: 'Team', role: 'viewer', clientIds: null, member: true },
};

describe('implement()', () => {
  it('fills path placeholders into the input and strips fields the output schema does not name', async () => {
    const res = await appWith(editor).request('/api/test/abc/detail?verbose=yes');
    expect(await res.json()).toEqual({ code: 0, data: { id: 'abc', verbose: true }, message: 'ok' });
    const saved = await appWith(editor).request('/api/test/xyz/save', {
      method: 'POST',
      body: '{"name":"n"}',
    });
    expect((await saved.json()).data).toEqual({ saved: 'xyz:n' });
  });

  it('enforces the access rule of the entry', async () => {
    expect((await (await appWith(undefined).request('/api/test/a/detail')).json()).code).toBe(
      ErrorCode.SIGN_IN_EXPIRED,
    );
    const forbidden = await appWith(viewer).request('/api/test/a/detail');
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('turns a result that breaks the output contract into 10500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await appWith(editor, { saved: 42 }).request('/api/test/a/save', {
        method: 'POST',
        body: '{"name":"n"}',
      });
      expect(res.status).toBe(500);
      expect((await res.json()).code).toBe(ErrorCode.INTERNAL);
    } finally {
      log.mockRestore();
    }
  });

  it('sends data written elsewhere in the same envelope, and refuses data written for another endpoint', async () => {
    const json = new TextEncoder().encode('{"id":"写好的","verbose":false}');
    const written = await appWith(editor, new WrittenData('test.save', json)).request('/api/test/a/save', {
      method: 'POST',
      body: '{"name":"n"}',
    });
    expect(written.headers.get('content-type')).toBe('application/json');
    const plain = await appWith(editor).request('/api/test/a/detail');
    expect(Object.keys(await plain.json())).toEqual(['code', 'data', 'message']);
    expect(await written.text()).toBe('{"code":0,"data":{"id":"写好的","verbose":false},"message":"ok"}');

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const wrong = await appWith(editor, new WrittenData('test.detail', json)).request('/api/test/a/save', {
        method: 'POST',
        body: '{"name":"n"}',
      });
      expect(wrong.status).toBe(500);
      expect((await wrong.json()).code).toBe(ErrorCode.INTERNAL);
    } finally {
      log.mockRestore();
    }
  });
});
