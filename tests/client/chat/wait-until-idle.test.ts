import type { Chat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { waitUntilIdle } from '@/chat/runtime/wait-until-idle';

/** The two members waitUntilIdle reads, driven by hand. */
function fakeChat(status: Chat<UIMessage>['status']) {
  const listeners = new Set<() => void>();
  const chat = {
    status,
    '~registerStatusCallback': (cb: () => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  const setStatus = (next: Chat<UIMessage>['status']) => {
    chat.status = next;
    for (const cb of [...listeners]) cb();
  };
  return { chat: chat as unknown as Chat<UIMessage>, setStatus, listeners };
}

describe('waitUntilIdle', () => {
  it('resolves at once when nothing is running', async () => {
    await expect(waitUntilIdle(fakeChat('ready').chat)).resolves.toBeUndefined();
  });

  it('waits for a running answer to end, then stops listening', async () => {
    const { chat, setStatus, listeners } = fakeChat('submitted');
    let done = false;
    const waiting = waitUntilIdle(chat).then(() => (done = true));
    setStatus('streaming');
    await Promise.resolve();
    expect(done).toBe(false);
    setStatus('ready');
    await waiting;
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('also ends on an error', async () => {
    const { chat, setStatus } = fakeChat('streaming');
    const waiting = waitUntilIdle(chat);
    setStatus('error');
    await expect(waiting).resolves.toBeUndefined();
  });
});
