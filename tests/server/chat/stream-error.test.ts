import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { fromWire, toWire } from '../../../server/chat/engine/wire-error.ts';
import { streamErrorText } from '../../../server/chat/stream-error.ts';
import { AppError, UserFacingError } from '../../../server/lib/errors.ts';
import { outreachError } from '../../../server/tools/outreach/outreach-messages.ts';
import { toolError } from '../../../server/tools/tool-messages.ts';

describe('streamErrorText', () => {
  it("shows a tool's failure in its own words, and any other error by its code, in the user's language", () => {
    const tool = toolError('NOT_FOUND', 'noDashboard', 'zh');
    expect(JSON.parse(streamErrorText(tool, 'zh'))).toEqual({
      code: ErrorCode.NOT_FOUND,
      message: tool.message,
    });
    // A service's message is a developer's English and may name internals: the code's words are shown.
    const service = new AppError('NOT_FOUND', 'row 42 missing in kox_creators');
    expect(JSON.parse(streamErrorText(service, 'zh'))).toEqual({
      code: ErrorCode.NOT_FOUND,
      message: '没有找到要操作的内容。',
    });
  });

  it("shows an outreach tool's failure in its own words too", () => {
    const none = outreachError('NOT_FOUND', 'noProjects', 'zh');
    expect(JSON.parse(streamErrorText(none, 'zh')).message).toMatch(/^你还没有达人项目/);
  });

  it('keeps a tool failure one across the chat thread', () => {
    const back = fromWire(toWire(toolError('VALIDATION', 'noDashboard', 'en')));
    expect(back).toBeInstanceOf(UserFacingError);
    expect(fromWire(toWire(new AppError('VALIDATION', 'x')))).not.toBeInstanceOf(UserFacingError);
    expect(JSON.parse(streamErrorText(back, 'en')).message).toContain('There is no ready dashboard');
  });
});
