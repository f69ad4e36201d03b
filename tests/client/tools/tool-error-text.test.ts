import { describe, expect, it } from 'vitest';
import { toolErrorText } from '@/tools/tool-card-state';

describe('the error a failed tool card shows', () => {
  it("is the message of the server's envelope, not its JSON", () => {
    const envelope = JSON.stringify({ code: 10205, message: '没有找到要操作的内容。' });
    expect(toolErrorText({ error: envelope })).toBe('没有找到要操作的内容。');
    expect(toolErrorText(envelope)).toBe('没有找到要操作的内容。');
  });

  it('is the text as it came when it is not an envelope', () => {
    expect(toolErrorText({ error: 'Network error' })).toBe('Network error');
    expect(toolErrorText('{not json')).toBe('{not json');
    expect(toolErrorText(JSON.stringify({ code: 1 }))).toBe('{"code":1}');
    expect(toolErrorText(undefined)).toBe('');
  });
});
