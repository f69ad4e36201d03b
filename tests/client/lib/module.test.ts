import { describe, expect, it } from 'vitest';
import { detectModule } from '@/lib/module';

describe('detectModule', () => {
  it.each([
    ['/designer', 'designer'],
    ['/designer/login', 'designer'],
    ['/writer/app/store', 'writer'],
    ['/writer/designer-notes', 'designer'],
    ['/benchmark/strategydoc', null],
    ['/', null],
  ])('%s → %s', (path, expected) => {
    expect(detectModule(path)).toBe(expected);
  });
});
