import { BlockList, isIP } from 'node:net';

/** The proxies whose X-Forwarded-For the studio believes (`TRUSTED_PROXIES`). */
export interface TrustedProxies {
  /** True when `address` (IPv4, IPv6, or IPv4-mapped IPv6) is one of them or inside one of their ranges. */
  has(address: string): boolean;
}

export type ParsedTrustedProxies = { ok: true; proxies: TrustedProxies } | { ok: false; invalid: string[] };

function addEntry(list: BlockList, entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** A comma-separated list of addresses and CIDR ranges, IPv4 and IPv6; empty trusts no one. */
export function parseTrustedProxies(text: string): ParsedTrustedProxies {
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !addEntry(list, entry));
  if (invalid.length > 0) return { ok: false, invalid };
  return {
    ok: true,
    proxies: {
      has(address) {
        const family = isIP(address);
        return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
      },
    },
  };
}
