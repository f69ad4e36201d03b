import type { EndpointInput, EndpointOutput } from './define-endpoint.ts';
import type { EndpointKey, Endpoints } from './endpoints.ts';
import { ErrorCode, type Envelope } from './error-codes.ts';
import type { ApiError } from './api-error.ts';
import { beginLoading } from './loading-store.ts';
import { showErrorToast } from './error-toast.ts';
import { loadEndpointTable } from './endpoint-table.ts';
import { resolveRequest } from './resolve-request.ts';
import { envelopeFailure, isEnvelope, unreadableAnswer } from './envelope-failure.ts';
import { getToken } from '../auth/auth-store.ts';
import { activeShareKind, clearShareCredentials, getShareCredentials } from '../share/share-credentials.ts';
import { appEvents } from '../events.ts';

export { ApiError, isApiError, NETWORK_ERROR_CODE } from './api-error.ts';
export { resolveRequest, UNKNOWN_KEY_MESSAGE, type ResolvedRequest } from './resolve-request.ts';

export type ApiInput<K extends EndpointKey> = EndpointInput<Endpoints[K]>;
export type ApiOutput<K extends EndpointKey> = EndpointOutput<Endpoints[K]>;

export interface CallOptions {
  /** Keep the full-screen loading overlay up while this request runs. */
  loading?: boolean;
  /** No toast on failure; the caller shows the error itself. The ApiError is thrown either way. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** The headers of every call (spec §7); exported for callers that use fetch directly (the chat stream). */
export function requestHeaders(): Record<string, string> {
  const token = getToken();
  const share = getShareCredentials(activeShareKind());
  return {
    'MB-TOKEN': token ?? '',
    Authorization: token ? `Bearer ${token}` : '',
    'MB-REQID': crypto.randomUUID(),
    'sb-share-link': share?.link ?? '',
    'sb-share-password': share?.password ?? '',
  };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** Spec §8: what a nonzero code does besides rejecting (envelopeFailure signs out on 10101). */
function handleFailure(
  envelope: Envelope<unknown>,
  status: number,
  options: CallOptions,
  sent: Record<string, string>,
): ApiError {
  const error = envelopeFailure(envelope, status, sent);
  if (envelope.code === ErrorCode.SIGN_IN_EXPIRED) return error;
  if (status === 403 && envelope.code === ErrorCode.SHARE_EXPIRED) {
    clearShareCredentials(activeShareKind());
    appEvents.emit('shareExpired');
  } else if (!options.silent) {
    showErrorToast(error.message);
  }
  return error;
}

function failWithoutEnvelope(status: number, cause: unknown, options: CallOptions): ApiError {
  const error = unreadableAnswer(status);
  console.error(`[api] ${error.message}`, cause);
  if (!options.silent) showErrorToast(error.message);
  return error;
}

/**
 * Calls an endpoint of the table by key (spec §7, §8). Resolves with `data` when the envelope code is 0;
 * otherwise rejects with an ApiError after the side effect the code calls for (sign-out, share reset, toast).
 * An aborted call rejects with the AbortError untouched. No time-out: the caller's signal decides.
 */
export async function callApi<K extends EndpointKey>(
  key: K,
  input: ApiInput<K>,
  options: CallOptions = {},
): Promise<ApiOutput<K>> {
  const request = resolveRequest(key, input as object, await loadEndpointTable());
  const endLoading = options.loading ? beginLoading() : undefined;
  try {
    const sent = requestHeaders();
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: {
          ...sent,
          Accept: 'application/json',
          ...(request.body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: request.body ? JSON.stringify(request.body) : null,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      throw failWithoutEnvelope(0, error, options);
    }

    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      envelope = undefined;
    }
    if (!isEnvelope(envelope)) {
      throw failWithoutEnvelope(
        response.status,
        `${request.method} ${request.path}: HTTP ${response.status}`,
        options,
      );
    }
    if (envelope.code !== ErrorCode.OK) throw handleFailure(envelope, response.status, options, sent);

    // The server owns correctness: a mismatch is logged for developers, never shown to the user.
    const parsed = request.endpoint.output.safeParse(envelope.data);
    if (!parsed.success) {
      console.error(
        `[api] ${key}: response does not match the endpoint's output schema`,
        parsed.error.issues,
      );
      return envelope.data as ApiOutput<K>;
    }
    return parsed.data as ApiOutput<K>;
  } finally {
    endLoading?.();
  }
}
