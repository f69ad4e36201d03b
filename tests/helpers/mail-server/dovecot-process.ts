import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import type { DovecotLayout } from './dovecot-config.ts';

const DOVECOT = '/usr/sbin/dovecot';
const READY_WITHIN_MS = 15_000;

/** True once the IMAP listener answers with its greeting. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const logOf = (layout: DovecotLayout) => readFile(layout.log, 'utf8').catch(() => '(no log)');

/** Dovecot in the foreground (`-F`), so this process owns it and its exit is seen. */
export async function startDovecot(layout: DovecotLayout): Promise<ChildProcess> {
  if (!existsSync(DOVECOT))
    throw new Error(`No Dovecot at ${DOVECOT}: apt-get install dovecot-imapd (as .ci/run does).`);
  const child = spawn(DOVECOT, ['-F', '-c', layout.config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await greets(layout.imapPort))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Dovecot did not start: ${stderr}\n${await logOf(layout)}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return child;
}

/** SIGTERM: the master stops its services and exits; resolves once it has. */
export function stopDovecot(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
