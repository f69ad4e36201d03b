import { describe, expect, it } from 'vitest';
import type { AskUserInput } from '../../../server/ai/offline/nlu/ask-user-input.ts';
import { whichDidYouMean } from '../../../server/ai/offline/nlu/ask-when-unsure.ts';
import type { OfflineSkill } from '../../../server/ai/offline/skills/offline-skill.ts';

const skill = (toolName: string): OfflineSkill => ({
  toolName,
  read: () => ({}),
  choice: () => null,
  help: { en: '', zh: '' },
  close: () => '',
});
const SKILLS = [skill('search'), skill('rank')];
const CLOSE_CALL = [
  { label: 'search', p: 0.35 },
  { label: 'rank', p: 0.3 },
];
const question = (text: string): AskUserInput => ({
  question: text,
  choices: [{ label: 'Go', message: 'go' }],
});

describe('asking which was meant', () => {
  it('offers each close reading as a choice', () => {
    const asked = whichDidYouMean(
      CLOSE_CALL,
      (s) => ({ choice: { label: s.toolName, message: `${s.toolName} it` }, question: null }),
      SKILLS,
      'en',
    );
    expect(asked).toEqual({
      question: 'Which of these did you mean?',
      choices: [
        { label: 'search', message: 'search it' },
        { label: 'rank', message: 'rank it' },
      ],
    });
  });

  it('asks first what every close reading would ask anyway', () => {
    const shared = question('None are from Japan. Search without a country?');
    const asked = whichDidYouMean(
      CLOSE_CALL,
      (s) => ({ choice: { label: s.toolName, message: s.toolName }, question: shared }),
      SKILLS,
      'en',
    );
    expect(asked).toBe(shared);
  });

  it('still asks which was meant when their questions differ or one has none', () => {
    for (const second of [question('What is the brief?'), null]) {
      const asked = whichDidYouMean(
        CLOSE_CALL,
        (s) => ({
          choice: { label: s.toolName, message: s.toolName },
          question: s.toolName === 'search' ? question('Which country?') : second,
        }),
        SKILLS,
        'en',
      );
      expect(asked?.question).toBe('Which of these did you mean?');
    }
  });

  it('does not ask when the top reading is sure', () => {
    const asked = whichDidYouMean(
      [{ label: 'search', p: 0.9 }],
      () => ({ choice: null, question: question('?') }),
      SKILLS,
      'en',
    );
    expect(asked).toBeNull();
  });
});
