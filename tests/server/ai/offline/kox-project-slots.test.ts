import { describe, expect, it } from 'vitest';
import { projectNameOf } from '../../../../server/ai/offline/nlu/slots/kox-project.ts';

describe('offline model: the project a request names', () => {
  it.each([
    ['write invitations to the creators of project Trail Mail mk3x9q, in English', 'Trail Mail mk3x9q'],
    ['send the invitations of project Spring Launch; tomorrow at 9 please', 'Spring Launch'],
    ['send the invitations of project Trail Mail mk3x9q', 'Trail Mail mk3x9q'],
    ['write invitations for project Spring Launch in English', 'Spring Launch'],
    ['draft invites to all the influencers of the Summer Glow project, in English please', 'Summer Glow'],
  ])('%s → %s', (text, name) => {
    expect(projectNameOf(text)).toBe(name);
  });
});
