import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../msw/server.ts';
import { fail, ok } from '../../msw/envelope.ts';
import { signInResult, TEST_TOKEN } from '../../msw/fixtures.ts';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api/client';
import { downloadFile, fileSaved } from '@/lib/api/download-file';
import { postFile } from '@/lib/api/post-file';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';

/**
 * The multipart upload and the file download that bypass callApi (the logo, post, ad data and attachment uploads;
 * the import templates and attachments): the same envelope rules as callApi, in one place.
 */
const FILE_PATH = '/api/test/file';
const file = () => new File(['a,b\n1,2\n'], 'rows.csv', { type: 'text/csv' });

/** Records what the browser was asked to save. */
function savedDownloads(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

beforeEach(() => {
  setLanguage('en');
  useAuthStore.getState().signIn(signInResult);
});
afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

describe('postFile', () => {
  it('sends the file and the fields as multipart with the sign-in headers, and returns the data', async () => {
    let received: { token: string | null; fields: Record<string, string>; fileName: string } | undefined;
    server.use(
      http.post(FILE_PATH, async ({ request }) => {
        const form = await request.formData();
        const sentFile = form.get('file') as File;
        received = {
          token: request.headers.get('MB-TOKEN'),
          fields: { dashboard_id: String(form.get('dashboard_id')) },
          fileName: sentFile.name,
        };
        return ok({ imported: 1 });
      }),
    );
    await expect(postFile(FILE_PATH, file(), { dashboard_id: 'd1' })).resolves.toEqual({ imported: 1 });
    expect(received).toEqual({ token: TEST_TOKEN, fields: { dashboard_id: 'd1' }, fileName: 'rows.csv' });
  });

  it('rejects a refusal with its code, the sentence in the user language and the rows’ issues', async () => {
    const issues = [{ path: 'row 2', message: 'views must be an integer' }];
    server.use(http.post(FILE_PATH, () => fail('VALIDATION', 'invalid', { issues })));
    const error = await postFile(FILE_PATH, file(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 10201,
      status: 400,
      message: 'The submitted data is invalid.',
      issues,
    });
  });

  it('signs out on 10101 to this login', async () => {
    server.use(http.post(FILE_PATH, () => fail('SIGN_IN_EXPIRED', 'expired')));
    await expect(postFile(FILE_PATH, file(), {})).rejects.toMatchObject({ code: 10101 });
    expect(useAuthStore.getState().userInfo).toBeNull();
  });

  it('tells a network failure and an answer without an envelope apart', async () => {
    server.use(http.post(FILE_PATH, () => HttpResponse.error()));
    await expect(postFile(FILE_PATH, file(), {})).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      message: 'Network error. Please check your connection and try again.',
    });
    server.use(http.post(FILE_PATH, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(postFile(FILE_PATH, file(), {})).rejects.toMatchObject({
      code: 10500,
      status: 502,
      message: 'The server sent a response that could not be read.',
    });
  });

  it('an abort rejects with the abort, not an error of its own', async () => {
    server.use(
      http.post(FILE_PATH, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return ok({});
      }),
    );
    const controller = new AbortController();
    const upload = postFile(FILE_PATH, file(), {}, controller.signal).catch((e: unknown) => e);
    controller.abort();
    const error = await upload;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('downloadFile', () => {
  it('saves the answer under the name given, fetched with the sign-in headers', async () => {
    let token: string | null = null;
    server.use(
      http.get(FILE_PATH, ({ request }) => {
        token = request.headers.get('MB-TOKEN');
        return new HttpResponse('a,b\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const saved = savedDownloads();
    await downloadFile(FILE_PATH, 'template.csv');
    expect(saved).toEqual(['template.csv']);
    expect(token).toBe(TEST_TOKEN);
  });

  it('a refusal saves nothing, rejects with the translated sentence and signs out on 10101', async () => {
    const saved = savedDownloads();
    server.use(http.get(FILE_PATH, () => fail('NOT_FOUND', 'gone')));
    await expect(downloadFile(FILE_PATH, 'a.pdf')).rejects.toMatchObject({ code: 10205 });
    expect(useAuthStore.getState().userInfo).not.toBeNull();
    server.use(http.get(FILE_PATH, () => fail('SIGN_IN_EXPIRED', 'expired')));
    expect(await fileSaved(FILE_PATH, 'template.csv')).toBe(false);
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(saved).toEqual([]);
  });
});
