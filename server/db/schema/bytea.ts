import { customType } from 'drizzle-orm/pg-core';

/**
 * A bytea column read as a Buffer over the driver's bytes, not a copy of them: an upload's 1 MiB pieces come back
 * from the database thread already in buffers of their own (moved, not cloned), and a copy on the event loop
 * would touch a fresh MiB of pages again (docs/performance.md).
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
