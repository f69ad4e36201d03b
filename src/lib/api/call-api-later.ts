import type { ApiInput, ApiOutput, CallOptions } from './client.ts';
import type { EndpointKey } from './endpoints.ts';

/**
 * `callApi`, with the API client loaded by the first call. The sign-in page shows its form before the client
 * (and, through it, the endpoint table) arrives: every call waits for the table anyway (docs/decisions.md).
 */
export async function callApiLater<K extends EndpointKey>(
  key: K,
  input: ApiInput<K>,
  options?: CallOptions,
): Promise<ApiOutput<K>> {
  const { callApi } = await import('./client.ts');
  return callApi(key, input, options);
}
