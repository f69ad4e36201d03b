import { describe, expect, it } from 'vitest';
import { projectNameOf } from '../../../../server/ai/offline/nlu/slots/kox-project.ts';
import { listHeadOf } from '../../../../server/ai/offline/nlu/slots/list-head.ts';

describe('offline model: the project a request names', () => {
  it.each([
    ['write invitations to the creators of project Trail Mail mk3x9q, in English', 'Trail Mail mk3x9q'],
    ['send the invitations of project Spring Launch; tomorrow at 9 please', 'Spring Launch'],
    ['send the invitations of project Trail Mail mk3x9q', 'Trail Mail mk3x9q'],
    ['write invitations for project Spring Launch in English', 'Spring Launch'],
    ['draft invites to all the influencers of the Summer Glow project, in English please', 'Summer Glow'],
    // No word "project": a name in capitals or quotes after "to", or after 加到.
    ['add @priyaruns1 to Spring Launch', 'Spring Launch'],
    ['put Priya Runs in “Q3 skincare”', 'Q3 skincare'],
    ['把@priyaruns1加到春季新品', '春季新品'],
    // Before what is sent or written; a language is not a name.
    ['send the Summer Drop invitations tomorrow at 9am', 'Summer Drop'],
    ['write the Spring Launch invitations in Chinese', 'Spring Launch'],
    ['send out our "Q4 Push" emails now', 'Q4 Push'],
    ['draft emails in English for Summer Drop', 'Summer Drop'],
    ['schedule the Summer Drop emails for Monday 10am', 'Summer Drop'],
    ['给夏日新品写英文邀约邮件', '夏日新品'],
    ['夏日新品这个月有多少达人回复', '夏日新品'],
    ['周一上午10点发送夏日新品的邮件', '夏日新品'],
    ['how is the Summer Drop project going?', 'Summer Drop'],
  ])('%s → %s', (text, name) => {
    expect(projectNameOf(text)).toBe(name);
  });
});

describe('offline model: the team database is not a project', () => {
  it.each([
    'add these creators to the team database',
    'add them to our shortlist',
    '把她们加到团队库',
    'who replied to the outreach emails',
    'send the invitations tomorrow',
    '给这个达人写一封邀约邮件',
    '这周谁回复了？',
    'send the emails for Monday 10am',
    // Left to the conversation (conversationSlots): the project the last call named.
    'how is the project going?',
  ])('%s names no project', (text) => expect(projectNameOf(text)).toBeUndefined());
});

describe('offline model: the top of the last list', () => {
  it.each([
    ['add the first three to Summer Drop', 3],
    ['put the top 10 creators in Spring Launch', 10],
    ['把前三个加到夏日新品', 3],
    ['把前12位达人存到团队库', 12],
    ['前两名加到项目里', 2],
  ])('%s → the first %i', (text, first) => {
    expect(listHeadOf(text).first).toBe(first);
  });

  it.each(['add these creators to Summer Drop', 'find the top beauty creators', '前天的达人'])(
    '%s takes no top of a list',
    (text) => expect(listHeadOf(text).first).toBeUndefined(),
  );
});
