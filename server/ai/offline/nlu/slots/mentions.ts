/**
 * A creator mentioned by handle: Latin letters, digits, `_` and `.` ("@priyaruns1有多少粉丝", "@fitwithkai's"), or
 * any other letters up to a space or a punctuation mark, as mentions end on Weibo and Xiaohongshu ("@小鹿跑步 效果不错").
 */
const MENTION = /@(?:[A-Za-z0-9_.]*[A-Za-z0-9_]|[^\s，,。？?！!：:；;、“”"「」()（）'’]+)/gu;

/** Every handle a request mentions, with its "@", in order. */
export function mentionsOf(text: string): string[] {
  return [...text.matchAll(MENTION)].map((m) => m[0]);
}
