import { format } from 'node:util';
import type { MockInstance } from 'vitest';
import { readAnswer } from './answer-problems.ts';
import { encodeRequest, type FuzzCase } from './encode-request.ts';
import type { Caller, FuzzWorld } from './fuzz-world.ts';
import type { Operation } from './openapi-operations.ts';

export interface Outcome {
  label: string;
  status: number;
  code: number | undefined;
  problems: string[];
  /** Everything needed to reproduce and judge the case, for the failure message (made when read). */
  readonly report: string;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/**
 * Sends one case as one caller and judges the answer; a `console.error` line written meanwhile (how the
 * server logs a 500) is a problem too.
 */
export async function runCase(
  world: FuzzWorld,
  op: Operation,
  caller: Caller,
  fuzzCase: FuzzCase,
  consoleErrors: MockInstance,
): Promise<Outcome> {
  const { url, init } = encodeRequest(op, fuzzCase, caller.headers());
  const logged = consoleErrors.mock.calls.length;
  let answer: { status: number; code: number | undefined; text: string; problems: string[] };
  try {
    answer = await readAnswer(await world.request(url, init), op);
  } catch (error) {
    answer = { status: 0, code: undefined, text: '', problems: [`the request threw ${format(error)}`] };
  }
  const problems = [...answer.problems];
  for (const args of consoleErrors.mock.calls.slice(logged))
    problems.push(`console.error: ${clip(format(...args), 800)}`);
  if (answer.code === 0 && !world.passesAccess(op.access, caller.name))
    problems.push(`code 0 for a caller the access rule ${JSON.stringify(op.access)} refuses`);
  return {
    label: fuzzCase.label,
    status: answer.status,
    code: answer.code,
    problems,
    // Only a failing case is reported, and a body can be megabytes: decoded and quoted then, not for every case.
    get report() {
      const body = init.body;
      const sent =
        typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '';
      return [
        `${op.id} as ${caller.name}: ${fuzzCase.label}`,
        `  ${init.method} ${clip(url, 300)}${sent ? `\n  body: ${clip(JSON.stringify(sent), 300)}` : ''}`,
        `  → HTTP ${answer.status}${answer.code === undefined ? '' : `, code ${answer.code}`}: ${problems.join('; ')}`,
        `  answer: ${clip(answer.text, 600)}`,
      ].join('\n');
    },
  };
}
