// @ts-check
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from './inputs.mjs';

/**
 * One build of the repository: what it reads, a file it writes (gone = stale), and the command that runs it.
 * @typedef {import('./inputs.mjs').Inputs & { name: string, output: string, command: readonly string[] }} Target
 */

/** Where the fingerprint of each target's last successful build is kept (never served, never committed). */
const STAMPS = '.tmp/build';

const stampFile = (/** @type {string} */ root, /** @type {Target} */ target) =>
  path.join(root, STAMPS, `${target.name}.fingerprint`);

/**
 * Whether `target`'s output was built from its inputs as they are now.
 * @param {string} root
 * @param {Target} target
 */
export function isCurrent(root, target) {
  const stamp = stampFile(root, target);
  return (
    existsSync(path.join(root, target.output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === fingerprint(root, target)
  );
}

/**
 * @param {string} root
 * @param {readonly string[]} command
 * @returns {Promise<void>}
 */
function run(root, [program = '', ...args]) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${[program, ...args].join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Builds `target` and stamps it with the fingerprint of the inputs it started from. The old stamp goes first, so
 * a build that fails (or is interrupted) leaves the target stale.
 * @param {string} root
 * @param {Target} target
 */
export async function build(root, target) {
  const stamp = stampFile(root, target);
  const inputs = fingerprint(root, target);
  rmSync(stamp, { force: true });
  await run(root, target.command);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, inputs);
}

/**
 * Builds `target` unless it is current; true when it built.
 * @param {string} root
 * @param {Target} target
 */
export async function buildIfStale(root, target) {
  if (isCurrent(root, target)) return false;
  await build(root, target);
  return true;
}
