import { onTestFinished } from 'vitest';

/**
 * Layout widths happy-dom does not compute: every element `scroll` wide in a box `client` wide, until the test
 * that calls it ends.
 */
export function layoutWidths(scroll: number, client: number): void {
  const proto = HTMLElement.prototype;
  const saved = ['scrollWidth', 'clientWidth'].map(
    (k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const,
  );
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => client });
  onTestFinished(() => {
    for (const [k, d] of saved) if (d) Object.defineProperty(proto, k, d);
  });
}
