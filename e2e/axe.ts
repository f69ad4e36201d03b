import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result, run } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a screen: what keeps someone from using it at all, or makes it hard. */
const BLOCKING = new Set(['critical', 'serious']);

/** One violation as a reviewer needs it: rule, impact, help, and each offending element's selector. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.map(
    (node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
  );
  return [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...targets.map((t) => t.replace(/\n/g, ' ')),
  ].join('\n');
}

/** Runs axe-core on the page as it stands (WCAG 2.1 A and AA and best practice) and returns the raw results. */
export async function runAxe(page: Page): Promise<AxeResults> {
  // Evaluated through the debugging protocol: the studio's CSP rightly refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(() =>
    (window as unknown as { axe: { run: typeof run } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
}

/** The critical and serious violations of the page as it stands, one readable block each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describeViolation);
}

/**
 * What axe rates below serious but the studio promises: one h1, no skipped heading levels, named navigation
 * and complementary landmarks, the skip link as the first stop of Tab. One sentence per problem.
 */
export async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getClientRects();
      return box.length > 0 || el.classList.contains('sr-only');
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;

    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')].filter(
      (el) => visible(el) && !el.closest('[aria-hidden=true]'),
    );
    const levelOf = (el: Element) =>
      Number(el.getAttribute('aria-level') ?? (/^H(\d)$/.exec(el.tagName)?.[1] || '2'));
    // An open modal hides the page from assistive technology (aria-hidden) and guards focus at its edges; the
    // page's own h1 and skip link are checked without it.
    const modalOpen = document.querySelector('[role=dialog], [role=alertdialog]') !== null;
    const h1s = headings.filter((el) => levelOf(el) === 1);
    if (!modalOpen && h1s.length !== 1)
      problems.push(`${h1s.length} h1 elements: ${h1s.map(describe).join(', ')}`);
    let previous = 0;
    for (const el of headings) {
      const level = levelOf(el);
      // A dialog starts its own outline under the page's.
      const inDialog = el.closest('[role=dialog]') !== null;
      if (!inDialog && level > previous + 1)
        problems.push(`heading level skips from ${previous} to ${level}: ${describe(el)}`);
      if (!inDialog) previous = level;
    }

    for (const el of document.querySelectorAll('nav, aside, [role=navigation], [role=complementary]')) {
      if (!visible(el)) continue;
      if (!el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'))
        problems.push(`unnamed landmark ${describe(el)}`);
    }
    const mains = [...document.querySelectorAll('main, [role=main]')].filter(visible);
    if (mains.length !== 1) problems.push(`${mains.length} main landmarks`);

    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ].find((el) => !el.hasAttribute('disabled') && el.tabIndex >= 0 && !el.closest('[role=dialog]'));
    if (!modalOpen && !focusable?.matches('a[href="#main"]'))
      problems.push(`first focusable is ${focusable ? describe(focusable) : 'nothing'}, not the skip link`);
    return problems;
  });
}
