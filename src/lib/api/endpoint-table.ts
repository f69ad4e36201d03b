import type { EndpointTable } from './resolve-request.ts';

let loading: Promise<EndpointTable> | undefined;

/**
 * The endpoint table, with the zod schemas the client checks answers against. It loads with the first call
 * (or earlier, see main.tsx) rather than with the first screen: the schemas and zod are a sizeable part of the
 * app, and a screen can show before its first answer arrives.
 */
export function loadEndpointTable(): Promise<EndpointTable> {
  loading ??= import('./endpoints.ts').then((m) => m.endpoints);
  return loading;
}
