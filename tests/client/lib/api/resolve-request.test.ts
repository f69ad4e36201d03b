import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, access } from '@/lib/api/define-endpoint';
import { resolveRequest, UNKNOWN_KEY_MESSAGE } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';

const out = z.null();
const table = {
  'report.detail': defineEndpoint({
    key: 'report.detail',
    method: 'GET',
    path: '/api/report/{view_type}/detail/{id}',
    input: z.object({}),
    output: out,
    access: access.user,
    summary: 'test',
  }),
  'report.update': defineEndpoint({
    key: 'report.update',
    method: 'POST',
    path: '/api/report/{view_type}/update',
    input: z.object({}),
    output: out,
    access: access.user,
    summary: 'test',
  }),
  'report.replace': defineEndpoint({
    key: 'report.replace',
    method: 'PUT',
    path: '/api/report/{id}',
    input: z.object({}),
    output: out,
    access: access.user,
    summary: 'test',
  }),
  'report.remove': defineEndpoint({
    key: 'report.remove',
    method: 'DELETE',
    path: '/api/report/{id}',
    input: z.object({}),
    output: out,
    access: access.user,
    summary: 'test',
  }),
};

describe('resolveRequest', () => {
  it('fills {x} placeholders from the input and removes them from the query', () => {
    const r = resolveRequest('report.detail', { view_type: 'AD', id: 'a b/c', lang: 'en' }, table);
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/api/report/AD/detail/a%20b%2Fc');
    expect(r.url).toBe('/api/report/AD/detail/a%20b%2Fc?lang=en');
    expect(r.body).toBeUndefined();
  });

  it('POST sends the rest of the input as the body, without placeholders and without a query string', () => {
    const input = { view_type: 'MK', tables: ['a', 'b'], name: 'x' };
    const r = resolveRequest('report.update', input, table);
    expect(r.url).toBe('/api/report/MK/update');
    expect(r.body).toEqual({ tables: ['a', 'b'], name: 'x' });
    expect(input).toHaveProperty('view_type', 'MK');
  });

  it('PUT sends a body too; DELETE sends the query string', () => {
    expect(resolveRequest('report.replace', { id: 7, name: 'n' }, table)).toMatchObject({
      url: '/api/report/7',
      body: { name: 'n' },
    });
    expect(resolveRequest('report.remove', { id: 7, force: true }, table)).toMatchObject({
      url: '/api/report/7?force=true',
      body: undefined,
    });
  });

  it('encodes arrays as repeated keys and leaves undefined and null out', () => {
    const r = resolveRequest(
      'report.detail',
      { view_type: 'AD', id: '1', tag: ['a', 'b c'], skip: undefined, none: null, n: 0, flag: false },
      table,
    );
    expect(r.url).toBe('/api/report/AD/detail/1?tag=a&tag=b+c&n=0&flag=false');
  });

  it('throws when a placeholder has no value', () => {
    expect(() => resolveRequest('report.remove', {}, table)).toThrow(/Missing path parameter "id"/);
  });

  it('resolves the real endpoint table', () => {
    const r = resolveRequest('session.listByDomain', { domain: 'writer', keyword: '报告' }, endpoints);
    expect(r.url).toBe('/api/session/listByDomain?domain=writer&keyword=%E6%8A%A5%E5%91%8A');
    expect(resolveRequest('session.edit', { session_id: 's1', title: 't' }, endpoints)).toMatchObject({
      url: '/api/session/edit',
      body: { session_id: 's1', title: 't' },
    });
  });

  it.each(['nope.missing', 'toString', '__proto__', ''])(
    'an unknown key %j throws the spec message',
    (key) => {
      expect(() => resolveRequest(key, {}, endpoints)).toThrow(new Error(UNKNOWN_KEY_MESSAGE));
      expect(UNKNOWN_KEY_MESSAGE).toBe('请求地址数据关键词设置不正确');
    },
  );
});
