import type { EndpointInput, EndpointOutput } from '../src/lib/api/define-endpoint.ts';
import { endpoints, type EndpointKey, type Endpoints } from '../src/lib/api/endpoints.ts';
import type { Envelope } from '../src/lib/api/error-codes.ts';
import { BENCH_ADMIN } from './server-process.ts';

/** The request the client sends for an endpoint without `{x}` placeholders: GET → query, POST → JSON body. */
export function requestOf(
  key: EndpointKey,
  input: object,
  token?: string,
): { path: string; init: RequestInit } {
  const { method, path } = endpoints[key];
  const headers: Record<string, string> = token ? { 'MB-TOKEN': token } : {};
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    return { path: query ? `${path}?${query}` : path, init: { method, headers } };
  }
  return {
    path,
    init: {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    },
  };
}

/** Calls an endpoint of the server at `url` and returns its data; throws on a nonzero code. */
export async function call<K extends EndpointKey>(
  url: string,
  key: K,
  input: EndpointInput<Endpoints[K]>,
  token?: string,
): Promise<EndpointOutput<Endpoints[K]>> {
  const { path, init } = requestOf(key, input as object, token);
  const res = await fetch(url + path, init);
  const body = (await res.json()) as Envelope<EndpointOutput<Endpoints[K]>>;
  if (body.code !== 0) throw new Error(`${key} answered ${res.status} ${body.code} ${body.message}`);
  return body.data;
}

/** Signs in as the bench administrator; returns the token for `MB-TOKEN`. */
export async function signIn(url: string): Promise<string> {
  return (await call(url, 'auth.loginByPassword', BENCH_ADMIN)).token;
}
