// @ts-check
// `npm test`: the type check and the linters side by side, then the build, then four lanes side by side: the
// unit and integration suites, the suites that drive real server processes (fault, PostgreSQL, several nodes),
// and the browser suites in two halves (the KOX workstation's and the rest, each against its own server). The
// process and browser suites mostly wait on servers, pages and timeouts, so giving them lanes of their own keeps
// a 2-core machine busy and `npm test` within its 15 minutes. The longest step
// prints as it goes; the others' output is printed whole when they end, so the log reads step by step. The run
// fails if any step fails, and ends with a summary of the failed steps' failing lines, since a CI log often keeps
// only its tail.
import { spawn } from 'node:child_process';

/** @type {{ name: string, lines: string[] }[]} */
const failures = [];
const FAILURE_LINE =
  /(\bFAIL\b|\[warn\]|\[error\]|×|✗|AssertionError|Error:|Timed out|timed out|error TS\d+|\d+ problems?)/;

/** @param {string} name @param {string} script @param {boolean} live */
function step(name, script, live) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    /** @type {Buffer[]} */
    const all = [];
    const keep = (/** @type {Buffer} */ d) => {
      all.push(d);
      if (live) process.stdout.write(d);
      else output.push(d);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? code})`;
      process.stdout.write(`\n===== ${name}: ${outcome} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failures.push({ name, lines: failingLines(Buffer.concat(all).toString('utf8')) });
      resolve(code === 0);
    });
  });
}

/** @param {string} text */
function failingLines(text) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  return [...new Set(plain.split('\n').filter((line) => FAILURE_LINE.test(line)))].slice(0, 80);
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
    ['KOX browser suite', 'test:e2e-kox'],
  ]));
for (const { name, lines } of failures) {
  process.stdout.write(`\n===== summary: ${name} FAILED =====\n${lines.join('\n')}\n`);
}
process.exit(ok ? 0 : 1);
