/**
 * Named points in multi-step writes where the fault suite (tests/fault) kills the server with SIGKILL, to prove
 * that a crash at that moment loses or half-writes nothing. With `BOOSTER_FAULT_POINTS=a,b` in the environment,
 * reaching a named point prints `FAULT_POINT <name>` on stdout and waits forever, so the test can kill the
 * process exactly there; without it (always, outside that suite) a point costs one Set lookup.
 */
const armed = new Set(
  (process.env.BOOSTER_FAULT_POINTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

export const FAULT_POINT_PREFIX = 'FAULT_POINT ';

export async function faultPoint(name: string): Promise<void> {
  if (!armed.has(name)) return;
  process.stdout.write(`${FAULT_POINT_PREFIX}${name}\n`);
  await new Promise<never>(() => {});
}
