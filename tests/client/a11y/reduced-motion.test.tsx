import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { withMotionPreference } from '@/components/charts/motion-option';
import { prefersReducedMotion, scrollBehavior, usePrefersReducedMotion } from '@/lib/a11y/reduced-motion';

/** A matchMedia whose reduced-motion answer the test flips, telling listeners as the browser would. */
function fakeMotionSetting(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    reduce = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('reduced motion', () => {
  it('turns chart animation off only when less motion is asked for', () => {
    const option = { series: [{ type: 'line', data: [1, 2] }] };
    expect(withMotionPreference(option, true)).toEqual({ ...option, animation: false });
    expect(withMotionPreference(option, false)).toBe(option);
  });

  it('reads the system setting and scrolls without smoothing when it asks for less motion', () => {
    const set = fakeMotionSetting(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
    set(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe('auto');
  });

  it('re-renders when the setting changes', () => {
    const set = fakeMotionSetting(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => set(true));
    expect(result.current).toBe(true);
  });
});
