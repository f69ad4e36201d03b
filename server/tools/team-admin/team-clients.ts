import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { seesClient } from '../../lib/access.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { toolError } from '../tool-messages.ts';

export interface NamedClient {
  client_id: string;
  name: string;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const quoted = (names: readonly string[], locale: Language) =>
  names.map((n) => `“${n}”`).join(locale === 'zh' ? '、' : ', ');

/** The clients of the caller's current team they see, by name. */
export async function visibleTeamClients(db: Db, team: TeamContext): Promise<NamedClient[]> {
  const rows = await db
    .select({ client_id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.teamId, team.id))
    .orderBy(asc(clients.name));
  return rows.filter((c) => seesClient(team, c.client_id));
}

/**
 * The clients a request names, found by name (whatever the case) among those of the caller's team they see;
 * a name that is not one of them fails, listing the ones there are. Other teams' clients are never looked at.
 */
export async function clientsByName(
  db: Db,
  team: TeamContext,
  names: readonly string[],
  locale: Language,
): Promise<NamedClient[]> {
  const known = await visibleTeamClients(db, team);
  const found = names.map((name) => known.find((c) => same(c.name, name)));
  const missing = names.filter((_, i) => !found[i]);
  if (missing.length)
    throw known.length
      ? toolError('NOT_FOUND', 'clientsNotFound', locale, {
          names: quoted(missing, locale),
          known: known.map((c) => c.name).join(locale === 'zh' ? '、' : ', '),
        })
      : toolError('NOT_FOUND', 'noClientsYet', locale, { names: quoted(missing, locale) });
  const unique = new Map(found.map((c) => [c!.client_id, c!]));
  return [...unique.values()];
}
