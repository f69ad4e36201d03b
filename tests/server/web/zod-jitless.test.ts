import { readFile } from 'node:fs/promises';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const read = (file: string) => readFile(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('zod without its JIT in the browser (no eval under the Content-Security-Policy)', () => {
  it('zod reads its settings from the global that public/zod-jitless.js writes', () => {
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });

  it('the script sets jitless and keeps whatever else was configured', async () => {
    const page = vm.createContext({ __zod_globalConfig: { customError: 'kept' } });
    vm.runInContext(await read('public/zod-jitless.js'), page);
    expect(page.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
  });

  it('index.html runs it before the app module', async () => {
    const html = await read('index.html');
    const script = html.indexOf('<script src="/zod-jitless.js"></script>');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
  });
});
