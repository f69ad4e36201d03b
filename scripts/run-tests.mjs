// @ts-check
// `npm test`: the type check, the lint, the format check and the build side by side, then the suites in two lanes: the
// unit and integration suites, the browser suites in two halves (the rest, then the KOX workstation's with the
// accessibility walk), each against its own server, the fault suite (real servers killed, on a full disk, beside a
// foreign lock), the multi-node suite and the PostgreSQL suites, longest first, each lane taking the next when its last
// ends. The suites are CPU-bound on two cores, so the lanes should end together; a fixed split into two streams was
// balanced by hand and went out of balance whenever one suite got faster (docs/decisions.md). Four lanes at once (until
// 2026-12) only queued more work on the cores, ran no sooner, and stretched single tests past their timeouts. The
// longest step prints as it goes; the others' output is printed whole when they end, so the log reads step by step.
// The run fails if any step fails, and ends with a summary of the failed steps' failing lines, since a CI log often
// keeps only its tail.
import { spawn } from 'node:child_process';

/** @type {{ name: string, lines: string[] }[]} */
const failures = [];
const FAILURE_LINE =
  /(\bFAIL\b|\[warn\]|\[error\]|×|✗|AssertionError|Error:|Timed out|timed out|error TS\d+|\d+ problems?)/;

const FAILED_FILES_LISTED = 15;

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

/**
 * The failing lines, causes first: a CI log shows only so much, and a worker whose shared setup failed lists
 * every one of its files as failed before the one error that explains them all.
 * @param {string} text
 */
function failingLines(text) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = [...new Set(plain.split('\n').filter((line) => FAILURE_LINE.test(line)))];
  const failedFiles = lines.filter((line) => /\bFAIL\b/.test(line));
  const causes = lines.filter((line) => !failedFiles.includes(line));
  const listed = failedFiles.slice(0, FAILED_FILES_LISTED);
  const unlisted = failedFiles.length - listed.length;
  return [
    ...causes.slice(0, 60),
    ...listed,
    ...(unlisted > 0 ? [`… and ${unlisted} more failed files`] : []),
  ];
}

/** @param {[string, string, boolean?][]} steps */
async function together(steps) {
  const results = await Promise.all(steps.map(([name, script, live]) => step(name, script, live ?? false)));
  return results.every(Boolean);
}

/**
 * Runs `steps` in `lanes` lanes, each lane taking the next step of the list when its last one ends, so the lanes end
 * about together whatever a step takes on the day. Every step runs even when one before it failed.
 * @param {number} lanes @param {[string, string, boolean?][]} steps longest first
 */
async function inLanes(lanes, steps) {
  const queue = [...steps];
  let ok = true;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, script, live] = next;
      ok = (await step(name, script, live ?? false)) && ok;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return ok;
}

const ok =
  (await together([
    ['type check', 'typecheck'],
    ['lint', 'lint:code'],
    ['format check', 'lint:format'],
    ['build', 'build', true],
  ])) &&
  (await inLanes(2, [
    ['unit and integration suites', 'test:unit', true],
    ['browser suite, first half', 'test:e2e'],
    ['browser suite, second half', 'test:e2e-2'],
    ['fault suite', 'test:fault'],
    ['multi-node suite', 'test:nodes'],
    ['PostgreSQL suites', 'test:pg'],
  ]));
for (const { name, lines } of failures) {
  process.stdout.write(`\n===== summary: ${name} FAILED =====\n${lines.join('\n')}\n`);
}
process.exit(ok ? 0 : 1);
