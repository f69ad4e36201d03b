import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../../../server/chat/system-prompt.ts';
import { toolContracts } from '../../../src/tools/contracts.ts';

describe('system prompt for real providers', () => {
  it('tells the model about every tool, ask_user and allow_duplicate included', () => {
    const prompt = systemPrompt('en', { now: new Date('2026-11-25T20:30:00Z'), timeZone: 'Asia/Shanghai' });
    for (const contract of toolContracts) expect(prompt).toContain(`- ${contract.name} `);
    expect(prompt).toContain('allow_duplicate: true');
    expect(prompt).toMatch(/do not state a passing state/);
  });
});

describe('the user’s clock in the system prompt', () => {
  it('gives the date, time and weekday on the user’s clock with the zone, so said times get their offset', () => {
    const prompt = systemPrompt('zh', { now: new Date('2026-11-25T20:30:00Z'), timeZone: 'Asia/Shanghai' });
    expect(prompt).toContain('2026-11-26 04:30 (Thursday) in the time zone Asia/Shanghai');
  });
});
