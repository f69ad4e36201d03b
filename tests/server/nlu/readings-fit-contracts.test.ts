import { describe, expect, it } from 'vitest';
import { CORPUS_TODAY } from '../../../server/ai/offline/nlu/evaluate.ts';
import { corpus } from '../../../server/ai/offline/nlu/intent-classifier.ts';
import { planReply } from '../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../server/ai/offline/skills/index.ts';
import { askUserTool } from '../../../src/tools/ask-user/contract.ts';
import { findToolContract } from '../../../src/tools/contracts.ts';

const TOOLS = [...offlineSkills.map((s) => s.toolName)];

describe('what the offline model sends is what the tools accept', () => {
  it('every complete reading of the corpus parses with its tool contract', () => {
    let checked = 0;
    for (const example of corpus()) {
      const skill = offlineSkills.find((s) => s.toolName === example.intent);
      const contract = findToolContract(example.intent);
      if (!skill || !contract) continue;
      const slots = skill.read(example.text, CORPUS_TODAY);
      if (skill.ask?.(slots, example.lang, example.text)) continue;
      const parsed = contract.input.safeParse(slots);
      expect(parsed.success, `${example.text}: ${JSON.stringify(slots)}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it.each([
    ['create a dashboard', 'en'],
    ['创建看板', 'zh'],
    ['tell me about the data', 'en'],
    ['上个月的看板数据怎么样', 'zh'],
    ['open the spaceship', 'en'],
    ['切换语言', 'zh'],
    ['Nike', 'en'],
  ] as const)('the question for "%s" fits ask_user', (text, lang) => {
    const reply = planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang, CORPUS_TODAY);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: askUserTool.name });
    expect(askUserTool.input.safeParse(reply.type === 'tool-call' ? reply.input : null).success).toBe(true);
  });
});
