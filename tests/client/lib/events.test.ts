import { describe, expect, it, vi } from 'vitest';
import { appEvents, createEmitter } from '@/lib/events';

describe('events', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const emitter = createEmitter<{ saved: { id: string }; cleared: void }>();
    const onSaved = vi.fn();
    const off = emitter.on('saved', onSaved);
    emitter.emit('saved', { id: 'a' });
    off();
    emitter.emit('saved', { id: 'b' });
    expect(onSaved.mock.calls).toEqual([[{ id: 'a' }]]);
  });

  it('keeps delivering when one handler throws or unsubscribes itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const offFirst = appEvents.on('shareExpired', () => {
      offFirst();
      throw new Error('boom');
    });
    const offSecond = appEvents.on('shareExpired', second);
    appEvents.emit('shareExpired');
    appEvents.emit('shareExpired');
    offSecond();
    expect(second).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('off removes a handler by reference', () => {
    const handler = vi.fn();
    appEvents.on('signInExpired', handler);
    appEvents.off('signInExpired', handler);
    appEvents.emit('signInExpired');
    expect(handler).not.toHaveBeenCalled();
  });
});
