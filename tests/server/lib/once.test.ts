import { describe, expect, it } from 'vitest';
import { once } from '../../../server/lib/once.ts';

describe('once', () => {
  it('makes its value on the first call only, and keeps it', () => {
    let made = 0;
    const value = once(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps an undefined value too', () => {
    let made = 0;
    const value = once(() => void made++);
    value();
    value();
    expect(made).toBe(1);
  });
});
