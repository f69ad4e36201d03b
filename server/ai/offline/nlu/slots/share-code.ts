/**
 * The extraction code a user names for a share: "提取码1234", "提取码设为Nike2026", "密码：abc123", "with the code
 * launch2026", "password: abcdefgh". Read as written (the share card checks §5's rule and says what is wrong);
 * an English code needs a digit unless it follows "is", "=" or a colon, so "share it with a code please" names
 * none.
 */
const SEPARATOR = String.raw`\s*(?:设为|设置为|设成|改为|改成|用|是|为|is|as|to|=|:|：)\s*`;
const QUOTE = `[“"「'‘]?`;
const SHARE_CODE = [
  new RegExp(`(?:提取码|访问码|分享码|密码|口令)(?:${SEPARATOR})?${QUOTE}([A-Za-z0-9]{1,64})`, 'u'),
  new RegExp(
    String.raw`\b(?:extraction code|access code|share code|passcode|password|code)${SEPARATOR}${QUOTE}([A-Za-z0-9]{1,64})\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:extraction code|access code|share code|passcode|password|code)\s+${QUOTE}([A-Za-z]*\d[A-Za-z0-9]*)\b`,
    'iu',
  ),
];

export function shareCodeOf(text: string): string | undefined {
  for (const pattern of SHARE_CODE) {
    const code = pattern.exec(text)?.[1];
    if (code) return code;
  }
  return undefined;
}
