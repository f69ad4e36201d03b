import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString, removeItem, writeJson, writeString } from '@/lib/storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('round-trips JSON and strings', () => {
    writeJson('a', { x: [1, 2] });
    writeString('b', 'text');
    expect(readJson('a')).toEqual({ x: [1, 2] });
    expect(readString('b')).toBe('text');
    removeItem('a');
    expect(readJson('a')).toBeNull();
  });

  it('reads malformed JSON as missing', () => {
    localStorage.setItem('bad', '{oops');
    expect(readJson('bad')).toBeNull();
  });

  it('never throws when the storage refuses', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
      getItem: refuse,
      setItem: refuse,
      removeItem: refuse,
    } as unknown as Storage);
    expect(() => writeJson('a', 1)).not.toThrow();
    expect(readString('a')).toBeNull();
    expect(() => removeItem('a')).not.toThrow();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('never throws when the storage itself is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeString('a', 'x')).not.toThrow();
    expect(readJson('a')).toBeNull();
  });
});
