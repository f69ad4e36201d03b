import type { Endpoint, HttpMethod } from './define-endpoint.ts';

/** Spec §5: the error an unknown endpoint key raises, word for word. */
export const UNKNOWN_KEY_MESSAGE = '请求地址数据关键词设置不正确';

/** Prefix for every API path; empty means the page's own origin (the dev server proxies /api). */
export const API_ORIGIN: string = (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '';

export interface ResolvedRequest {
  endpoint: Endpoint;
  method: HttpMethod;
  /** Path with placeholders filled, before the query string. */
  path: string;
  /** Full URL: origin + path + query string (methods without a body). */
  url: string;
  /** JSON body for POST and PUT; undefined for the other methods. */
  body: Record<string, unknown> | undefined;
}

type QueryValue = string | number | boolean | bigint | null | undefined | object;

function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  const append = (name: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) append(name, item as QueryValue);
    else append(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type EndpointTable = Readonly<Record<string, Endpoint>>;

export function findEndpoint(key: string, table: EndpointTable): Endpoint {
  if (!Object.hasOwn(table, key)) throw new Error(UNKNOWN_KEY_MESSAGE);
  return table[key] as Endpoint;
}

/**
 * Turns an endpoint key and its input into the HTTP request (spec §7): `{x}` placeholders are filled from the
 * input and removed from the payload; POST and PUT send the rest as a JSON body, other methods as the query
 * string (arrays as repeated keys, undefined and null left out). Pure: no storage, no network. `table` is the
 * endpoint table (the client loads it with its first call; tests pass their own).
 */
export function resolveRequest(key: string, input: object, table: EndpointTable): ResolvedRequest {
  const endpoint = findEndpoint(key, table);
  const payload: Record<string, unknown> = { ...input };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = payload[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for endpoint "${key}"`);
    }
    delete payload[name];
    return encodeURIComponent(String(value));
  });
  const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  return {
    endpoint,
    method: endpoint.method,
    path,
    url: API_ORIGIN + path + (hasBody ? '' : queryString(payload as Record<string, QueryValue>)),
    body: hasBody ? payload : undefined,
  };
}
