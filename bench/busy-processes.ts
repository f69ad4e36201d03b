import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** `count` processes that each spin one core until stopped: the "loaded machine" of the stall benches. */
export async function startBusyProcesses(count: number): Promise<{ stop(): Promise<void> }> {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    children.push(child);
    await once(child, 'spawn');
  }
  return {
    async stop() {
      await Promise.all(
        children.map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGKILL');
          await exited;
        }),
      );
    },
  };
}
