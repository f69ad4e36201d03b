import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../../../server/chat/system-prompt.ts';
import { toolContracts } from '../../../src/tools/contracts.ts';

describe('system prompt for real providers', () => {
  it('tells the model about every tool, ask_user and allow_duplicate included', () => {
    const prompt = systemPrompt('en');
    for (const contract of toolContracts) expect(prompt).toContain(`- ${contract.name} `);
    expect(prompt).toContain('allow_duplicate: true');
    expect(prompt).toMatch(/do not state a passing state/);
  });
});
