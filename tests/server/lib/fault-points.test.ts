import { afterEach, describe, expect, it, vi } from 'vitest';

/** The fault points read their environment once, when the module loads: each case loads it afresh. */
async function faultPointsWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('../../../server/lib/fault-points.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('fault points', () => {
  it('with a pause, say where they are on stdout, wait, and go on', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const { faultPoint } = await faultPointsWith({
      BOOSTER_FAULT_POINTS: 'collect:before-facts',
      BOOSTER_FAULT_PAUSE_MS: '20',
    });
    await faultPoint('collect:other');
    await faultPoint('collect:before-facts');
    expect(written).toEqual(['FAULT_POINT collect:before-facts\n']);
  });

  it('end a pause early when the job is aborted', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { faultPoint } = await faultPointsWith({
      BOOSTER_FAULT_POINTS: 'collect:before-facts',
      BOOSTER_FAULT_PAUSE_MS: '3600000',
    });
    const abort = new AbortController();
    const paused = faultPoint('collect:before-facts', abort.signal);
    abort.abort();
    await expect(paused).resolves.toBeUndefined();
  });
});
