// @ts-check
// `npm test`: the type check and the linters side by side, then the build, then three lanes side by side: the
// unit and integration suites, the suites that drive real server processes (fault, PostgreSQL, several nodes),
// and the browser suite. The process suites mostly wait on their servers' starts, kills and lock timeouts, so
// giving them their own lane keeps a 2-core machine busy and `npm test` within its 15 minutes. The longest step
// prints as it goes; the others' output is printed whole when they end, so the log reads step by step. The run
// fails if any step fails.
import { spawn } from 'node:child_process';

/** @param {string} name @param {string} script @param {boolean} live */
function step(name, script, live) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    const keep = (/** @type {Buffer} */ d) => (live ? process.stdout.write(d) : output.push(d));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? code})`;
      process.stdout.write(`\n===== ${name}: ${outcome} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** @param {[string, string, boolean?][]} steps */
async function together(steps) {
  const results = await Promise.all(steps.map(([name, script, live]) => step(name, script, live ?? false)));
  return results.every(Boolean);
}

const ok =
  (await together([
    ['type check', 'typecheck'],
    ['lint', 'lint'],
  ])) &&
  (await together([['build', 'build', true]])) &&
  (await together([
    ['unit and integration suites', 'test:unit', true],
    ['fault, PostgreSQL and multi-node suites', 'test:processes'],
    ['browser suite', 'test:e2e'],
  ]));
process.exit(ok ? 0 : 1);
