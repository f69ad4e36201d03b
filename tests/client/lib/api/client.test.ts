import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { server } from '../../msw/server.ts';
import { fail, ok } from '../../msw/envelope.ts';
import { signInResult, TEST_TOKEN } from '../../msw/fixtures.ts';
import { ApiError, callApi, NETWORK_ERROR_CODE, requestHeaders, UNKNOWN_KEY_MESSAGE } from '@/lib/api/client';
import type { EndpointKey } from '@/lib/api/endpoints';
import { useAuthStore } from '@/lib/auth/auth-store';
import { getShareCredentials, setShareCredentials } from '@/lib/share/share-credentials';
import { appEvents } from '@/lib/events';
import { useLoadingStore } from '@/lib/api/loading-store';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function signIn() {
  useAuthStore.getState().signIn(signInResult);
}

/** Answers perm.user with the given response and records the request. */
function captureRequests(
  respond: () => Response = () =>
    ok({ role_name: 'admin', modules: ['writer'], permissions: [], team: null, system_admin: false }),
) {
  const requests: Request[] = [];
  server.use(
    http.get('/api/perm/user', ({ request }) => {
      requests.push(request);
      return respond();
    }),
  );
  return requests;
}

let toastError: MockInstance<typeof toast.error>;
beforeEach(() => {
  toastError = vi.spyOn(toast, 'error');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('headers', () => {
  it('sends MB-TOKEN, Authorization, MB-REQID, sb-share-link and sb-share-password on every call', async () => {
    signIn();
    setShareCredentials('report', { link: 'share-abc', password: 'code123' });
    const requests = captureRequests();
    await callApi('perm.user', {});
    await callApi('perm.user', {});
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((r) => r.headers) as [Headers, Headers];
    expect(first.get('MB-TOKEN')).toBe(TEST_TOKEN);
    expect(first.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(first.get('MB-REQID')).toMatch(uuid);
    expect(second.get('MB-REQID')).toMatch(uuid);
    expect(second.get('MB-REQID')).not.toBe(first.get('MB-REQID'));
    expect(first.get('sb-share-link')).toBe('share-abc');
    expect(first.get('sb-share-password')).toBe('code123');
  });

  it('sends the headers empty when signed out and without share credentials', () => {
    expect(requestHeaders()).toEqual({
      'MB-TOKEN': '',
      Authorization: '',
      'MB-REQID': expect.stringMatching(uuid),
      'sb-share-link': '',
      'sb-share-password': '',
    });
  });

  it('the hot-ideas share page sends the hot-ideas credentials', () => {
    setShareCredentials('report', { link: 'report-link', password: 'rpw' });
    setShareCredentials('hotideas', { link: 'hot-link', password: 'hpw' });
    window.history.replaceState(null, '', '/writer/hotideasShare?x=1');
    expect(requestHeaders()).toMatchObject({ 'sb-share-link': 'hot-link', 'sb-share-password': 'hpw' });
    window.history.replaceState(null, '', '/writer/reportShare');
    expect(requestHeaders()).toMatchObject({ 'sb-share-link': 'report-link', 'sb-share-password': 'rpw' });
  });
});

describe('envelope', () => {
  it('returns data when the code is 0 (POST with a JSON body)', async () => {
    const result = await callApi('auth.loginByPassword', { account: 'admin', password: 'admin-password-1' });
    expect(result).toEqual(signInResult);
  });

  it('sends GET input as the query string', async () => {
    signIn();
    const created = await callApi('session.addByApp', { title: 'Nike' });
    await callApi('session.addByApp', { title: 'Adidas' });
    const list = await callApi('session.listByDomain', { domain: 'writer', keyword: 'nik' });
    expect(list.map((s) => s.session_id)).toEqual([created.session_id]);
  });

  it('returns the data even when it does not match the output schema, and logs the mismatch', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    captureRequests(() => ok({ role_name: 'superuser' }));
    signIn();
    await expect(callApi('perm.user', {})).resolves.toEqual({ role_name: 'superuser' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('perm.user'), expect.anything());
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('10101 sign-in expired', () => {
  it.each([401, 403, 200])('clears the login and emits signInExpired (HTTP %i)', async (status) => {
    signIn();
    captureRequests(() => fail('SIGN_IN_EXPIRED', 'expired', { status }));
    const onExpired = vi.fn();
    const off = appEvents.on('signInExpired', onExpired);
    const error = await callApi('perm.user', {}).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10101, status });
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('role_info')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a stale token against the fake server leads to the same', async () => {
    useAuthStore.getState().signIn({ ...signInResult, token: 'revoked' });
    const onExpired = vi.fn();
    const off = appEvents.on('signInExpired', onExpired);
    await expect(callApi('user.info', {})).rejects.toMatchObject({ code: 10101, status: 401 });
    off();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().userInfo).toBeNull();
  });

  it.each([
    ['while signed out', null],
    ['with an earlier login', 'revoked'],
  ])('an answer to a request sent %s leaves the login made since alone', async (_, sentToken) => {
    if (sentToken) useAuthStore.getState().signIn({ ...signInResult, token: sentToken });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent = false;
    server.use(
      http.get('/api/perm/user', async () => {
        sent = true;
        await answered;
        return fail('SIGN_IN_EXPIRED', 'expired', { status: 401 });
      }),
    );
    const onExpired = vi.fn();
    const off = appEvents.on('signInExpired', onExpired);
    const call = callApi('perm.user', {}).catch((e: unknown) => e);
    await vi.waitFor(() => expect(sent).toBe(true));
    signIn();
    answer();
    expect(await call).toMatchObject({ code: 10101 });
    off();
    expect(onExpired).not.toHaveBeenCalled();
    expect(useAuthStore.getState().userInfo?.token).toBe(TEST_TOKEN);
  });
});

describe('403 + 10102 share expired', () => {
  it('clears the share credentials and emits shareExpired', async () => {
    setShareCredentials('report', { link: 'share-abc', password: 'code123' });
    captureRequests(() => fail('SHARE_EXPIRED', 'share expired'));
    const onShareExpired = vi.fn();
    const off = appEvents.on('shareExpired', onShareExpired);
    await expect(callApi('perm.user', {})).rejects.toMatchObject({ code: 10102, status: 403 });
    off();
    expect(onShareExpired).toHaveBeenCalledOnce();
    expect(getShareCredentials('report')).toBeNull();
    expect(localStorage.getItem('shareLink')).toBeNull();
    expect(localStorage.getItem('sharePassword')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('10102 without HTTP 403 is an ordinary error: toast, credentials kept', async () => {
    setShareCredentials('report', { link: 'share-abc', password: 'code123' });
    captureRequests(() => fail('SHARE_EXPIRED', 'share expired', { status: 400 }));
    const onShareExpired = vi.fn();
    const off = appEvents.on('shareExpired', onShareExpired);
    await expect(callApi('perm.user', {})).rejects.toMatchObject({ code: 10102, status: 400 });
    off();
    expect(onShareExpired).not.toHaveBeenCalled();
    expect(getShareCredentials('report')).toEqual({ link: 'share-abc', password: 'code123' });
    expect(toastError).toHaveBeenCalledOnce();
  });
});

describe('other codes', () => {
  it('two calls failing together show the translated message once, without a close button', async () => {
    signIn();
    captureRequests(() => fail('NOT_FOUND', 'Session not found'));
    const results = await Promise.allSettled([callApi('perm.user', {}), callApi('perm.user', {})]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('未找到相关数据', { duration: 3000, closeButton: false });
    const error = (results[0] as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10205, status: 404, message: '未找到相关数据' });
  });

  it('shows the same message again once the 500 ms window has passed, and different messages at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signIn();
    let code: 'NOT_FOUND' | 'CONFLICT' = 'NOT_FOUND';
    captureRequests(() => fail(code, 'x'));
    await expect(callApi('perm.user', {})).rejects.toBeInstanceOf(ApiError);
    vi.setSystemTime(Date.now() + 499);
    await expect(callApi('perm.user', {})).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledTimes(1);
    code = 'CONFLICT';
    await expect(callApi('perm.user', {})).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledTimes(2);
    code = 'NOT_FOUND';
    vi.setSystemTime(Date.now() + 501);
    await expect(callApi('perm.user', {})).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledTimes(3);
    expect(toastError.mock.calls.map((c) => c[0])).toEqual([
      '未找到相关数据',
      '数据冲突，请刷新后重试',
      '未找到相关数据',
    ]);
  });

  it('falls back to the server message for a code without a translation', async () => {
    captureRequests(() =>
      HttpResponse.json({ code: 19999, data: null, message: 'Quota exhausted' }, { status: 400 }),
    );
    await expect(callApi('perm.user', {})).rejects.toMatchObject({ code: 19999, message: 'Quota exhausted' });
    expect(toastError).toHaveBeenCalledWith('Quota exhausted', expect.anything());
  });

  it('carries validation issues and stays quiet when silent', async () => {
    const error = await callApi(
      'auth.loginByPassword',
      { account: '', password: '' },
      { silent: true },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 10201,
      status: 400,
      issues: [{ path: 'account', message: 'Required' }],
    });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('translates into the current language', async () => {
    localStorage.setItem('locale', 'en');
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'en' }));
    await expect(
      callApi('auth.loginByPassword', { account: 'admin', password: 'wrong' }),
    ).rejects.toMatchObject({
      code: 10104,
      message: 'Wrong account or password.',
    });
  });
});

describe('failures without an envelope', () => {
  it('a network error is logged, toasted as a network error and thrown as an ApiError', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    captureRequests(() => HttpResponse.error());
    const error = await callApi('perm.user', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: NETWORK_ERROR_CODE,
      status: 0,
      message: '网络异常，请检查网络连接后重试',
    });
    expect(consoleError).toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('网络异常，请检查网络连接后重试', expect.anything());
  });

  it('a response that is not an envelope is an ApiError with the HTTP status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    captureRequests(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi('perm.user', {})).rejects.toMatchObject({ code: 10500, status: 502 });
    expect(toastError).toHaveBeenCalledWith('服务器返回了无法识别的数据', expect.anything());
  });

  it('an aborted call rejects with the AbortError and shows nothing', async () => {
    const controller = new AbortController();
    captureRequests(() => {
      controller.abort();
      return ok({ role_name: 'admin', modules: [], permissions: [], team: null, system_admin: false });
    });
    const error = await callApi('perm.user', {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('unknown key', () => {
  it('throws 请求地址数据关键词设置不正确 without a request', async () => {
    const requests = captureRequests();
    await expect(callApi('no.such.key' as EndpointKey, {} as never)).rejects.toThrow(UNKNOWN_KEY_MESSAGE);
    expect(requests).toHaveLength(0);
  });
});

describe('loading', () => {
  it('counts overlapping loading calls and only those', async () => {
    signIn();
    const counts: number[] = [];
    const unsubscribe = useLoadingStore.subscribe((s) => counts.push(s.count));
    await Promise.all([
      callApi('user.info', {}, { loading: true }),
      callApi('user.roleList', {}, { loading: true }),
      callApi('perm.user', {}),
    ]);
    await callApi('user.info', {}, { loading: true, silent: true });
    captureRequests(() => fail('INTERNAL', 'boom'));
    await expect(callApi('perm.user', {}, { loading: true })).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(counts).toEqual([1, 2, 1, 0, 1, 0, 1, 0]);
  });
});
