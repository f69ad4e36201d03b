import type { ChatUserMessage } from '../../src/lib/api/chat-request.ts';

const MAX = 60;

/** A session's title from its first message: the first line of the text, cut at a word or 60 characters. */
export function titleFromMessage(message: ChatUserMessage): string {
  const text =
    message.parts
      .map((p) => p.text)
      .join(' ')
      .trim()
      .split('\n')[0]
      ?.trim() ?? '';
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX / 2 ? cut.slice(0, space) : cut}…`;
}
