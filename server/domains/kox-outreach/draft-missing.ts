import type { MissingInfo } from '../../kox/outreach/draft-email.ts';

/** What a needs_info draft lacks, as the API's keys (see `outreachEmailSchema.missing`). */
export function missingKeyOf(m: MissingInfo): string {
  switch (m.kind) {
    case 'brief':
      return `brief.${m.field}`;
    case 'field':
      return `field:${m.field}`;
    case 'value':
      return `value:${m.value}:${m.field}`;
    case 'sender':
      return 'sender';
  }
}
