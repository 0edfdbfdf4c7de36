import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { problemException } from '../common/problem.js';

/** Address ranges a webhook may not reach unless private targets are allowed: the register's own network. */
const PRIVATE_RANGES = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'private',
  'uniqueLocal',
  'carrierGradeNat',
  'reserved',
]);

const isPrivateAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return PRIVATE_RANGES.has(parsed.range());
};

/**
 * Checks a webhook target: http(s) only, and (unless `allowPrivate`) a host that resolves to public addresses only,
 * so a subscription cannot make the register call into its own network. Checked when saved and before each delivery
 * (a name may resolve elsewhere later; then it must resolve). Throws a 400 problem.
 */
export const checkTarget = async (url: string, allowPrivate: boolean, options: { mustResolve?: boolean; field?: string } = {}): Promise<URL> => {
  const field = options.field ?? 'url';
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw problemException(400, 'WEBHOOK_URL_INVALID', 'Ugyldig adresse. Oppgi en full adresse som begynner med https://.', { field });
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw problemException(400, 'WEBHOOK_URL_INVALID', 'Adressen må begynne med https:// eller http://.', { field });
  }
  if (target.username || target.password) {
    throw problemException(400, 'WEBHOOK_URL_INVALID', 'Adressen kan ikke inneholde brukernavn eller passord.', { field });
  }
  if (allowPrivate) return target;
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (all) => all.map((a) => a.address),
        () => [] as string[],
      );
  if (addresses.length === 0) {
    // A name that does not resolve now may later (a new service): saved, and checked again at each delivery.
    if (!options.mustResolve) return target;
    throw problemException(400, 'WEBHOOK_URL_INVALID', `Finner ikke vertsnavnet ${host}.`, { field });
  }
  if (addresses.some(isPrivateAddress)) {
    throw problemException(
      400,
      'WEBHOOK_URL_PRIVATE',
      'Adressen peker til et lokalt eller privat nett. Webhooks kan bare sendes til offentlige adresser.',
      { field },
    );
  }
  return target;
};
