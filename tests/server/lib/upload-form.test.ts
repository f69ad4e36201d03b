import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { AppEnv } from '../../../server/lib/app-env.ts';
import { AppError, ok, toResponse } from '../../../server/lib/errors.ts';
import { bytesSink } from '../../../server/lib/multipart-body.ts';
import { readUploadForm } from '../../../server/lib/upload-form.ts';

const MAX = 100_000;
const rules = {
  maxBytes: MAX,
  refusal: () => new AppError('PAYLOAD_TOO_LARGE', 'At most 100 kB.'),
  noFile: 'Choose a sheet.',
};

function formApp() {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => toResponse(c, err));
  app.post('/up', async (c) => {
    const { input, file } = await readUploadForm(c, z.object({ title: z.string() }), rules, bytesSink());
    return ok(c, { input, name: file.name, type: file.contentType, size: file.content.length });
  });
  return app;
}

const post = async (body: BodyInit, contentType?: string) => {
  const res = await formApp().request('/up', {
    method: 'POST',
    body,
    ...(contentType ? { headers: { 'Content-Type': contentType } } : {}),
  });
  return { res, body: (await res.json()) as { code: number; message: string; data: unknown } };
};

describe('readUploadForm', () => {
  it('reads the fields, the file, its name and its declared type; other file parts are read and dropped', async () => {
    const form = new FormData();
    form.set('title', 'Q3');
    form.set('extra', new Blob(['ignored']), 'other.txt');
    form.set('file', new Blob([new Uint8Array(5000)], { type: 'text/csv' }), 'posts.csv');
    const { body } = await post(form);
    expect(body.data).toEqual({ input: { title: 'Q3' }, name: 'posts.csv', type: 'text/csv', size: 5000 });
  });

  it("refuses a file over the limit with the route's own answer, though the body is within the envelope", async () => {
    const form = new FormData();
    form.set('title', 'Q3');
    form.set('file', new Blob([new Uint8Array(MAX + 1)]), 'big.csv');
    const { res, body } = await post(form);
    expect(res.status).toBe(413);
    expect(body).toMatchObject({ code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'At most 100 kB.' });
    expect(res.headers.get('connection')).toBe('close');
  });

  it('says what is wrong with the form: no file, two files, no form, a hostile field', async () => {
    const none = new FormData();
    none.set('title', 'Q3');
    expect((await post(none)).body).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(JSON.stringify((await post(none)).body)).toContain('Choose a sheet.');

    const two = new FormData();
    two.set('title', 'Q3');
    two.append('file', new Blob(['a']), 'a.csv');
    two.append('file', new Blob(['b']), 'b.csv');
    expect(JSON.stringify((await post(two)).body)).toContain('Send one file.');

    const notAForm = await post('{"title":"Q3"}', 'application/json');
    expect(notAForm.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: 'Send the file as multipart/form-data.',
    });

    const hostile = new FormData();
    hostile.set('title', 'a\u0000b');
    hostile.set('file', new Blob(['x']), 'a.csv');
    expect(JSON.stringify((await post(hostile)).body)).toContain('not allowed');
  });
});

describe('the server', () => {
  it('reads no request body whole: every upload route streams through readUploadForm', () => {
    // undici's formData() (behind Hono's parseBody) held the event loop about a second for a 45 MB attachment.
    const root = path.resolve('server');
    const readers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /\.parseBody\(|\.formData\(\)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
