import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunning, processTree } from '../../../bench/process-tree-memory.ts';
import { repoRoot, serverCommand, startServer } from '../../../bench/server-process.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-server-process-'));
  dirs.push(dir);
  return dir;
};

describe('serverCommand', () => {
  it('runs the sources through tsx while there is no compiled server', async () => {
    const root = await tempDir();
    expect(serverCommand(root)).toEqual({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(root, 'server', 'main.ts')],
    });
  });

  it('runs the compiled server once the build made one', async () => {
    const root = await tempDir();
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist-server', 'main.js'), '');
    expect(serverCommand(root)).toEqual({
      command: process.execPath,
      args: [path.join(root, 'dist-server', 'main.js')],
    });
  });
});

describe('startServer', () => {
  it('waits for the first answer, and stop() also ends a server its shell left behind', async () => {
    const bare = path.join(repoRoot, 'bench', 'bare-hono-server.ts');
    // Like the shell under `npm start`: SIGTERM ends it but does not reach the server it started.
    const script = `${process.execPath} --import tsx ${bare} & wait`;
    const server = await startServer({
      dataDir: await tempDir(),
      env: { BARE_BODY: '{"code":0}' },
      command: { command: 'sh', args: ['-c', script] },
    });
    const tree = await processTree(server.pid);
    expect(tree.length).toBeGreaterThanOrEqual(2);
    expect(server.readyMs).toBeGreaterThan(0);
    expect(await (await fetch(`${server.url}/api/user/role/list`)).text()).toBe('{"code":0}');
    expect((await server.memory()).rssMb).toBeGreaterThan(10);
    await server.stop();
    await expect(fetch(`${server.url}/version.js`)).rejects.toThrow();
    expect(tree.filter(isRunning)).toEqual([]);
  }, 60_000);
});
