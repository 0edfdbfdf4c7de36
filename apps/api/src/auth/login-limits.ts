import ipaddr from 'ipaddr.js';

export interface LoginLimits {
  /** Attempts allowed on one account from one client address within the window; then that pair is locked. */
  readonly perAccount: number;
  /** Attempts allowed from one client address (over all accounts) within the window; successful logins are not counted. */
  readonly perAddress: number;
  readonly windowSeconds: number;
}

/** The counters a login attempt is counted on, each under its own key. */
export interface LoginCounterKeys {
  readonly address: string;
  readonly pair: string;
  readonly account: string;
}

export const accountOf = (email: string): string => email.trim().toLowerCase().slice(0, 254);

/**
 * The client a login limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One subscriber is
 * usually given a whole /64, so counting single IPv6 addresses would let one client guess from 2^64 of them.
 * An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) counts as the IPv4 address.
 */
export const clientNetwork = (address: string): string => {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
};

export const loginCounterKeys = (email: string, address: string): LoginCounterKeys => {
  const account = accountOf(email);
  const client = clientNetwork(address);
  return { address: `address:${client}`, pair: `pair:${client}:${account}`, account: `account:${account}` };
};

/** Attempts on one account from all addresses together that go through before the global back-off starts. */
export const globalFreeAttempts = (limits: LoginLimits): number => 2 * limits.perAccount;
export const GLOBAL_BACKOFF_FIRST_MS = 1_000;
export const GLOBAL_BACKOFF_MAX_MS = 60_000;

/**
 * The global back-off of one account, as the pause after each attempt (entry i: after attempt i + 1; the last entry
 * repeats): none for the first `2 × perAccount` attempts in the window, then 1 s doubling up to a minute. It only
 * slows guessing from many addresses down: unlike the per-address lock, it never shuts the account's owner out for
 * longer than a minute.
 */
export const globalBackoffSchedule = (limits: LoginLimits): number[] => {
  const free = globalFreeAttempts(limits);
  const schedule = Array.from({ length: free - 1 }, () => 0);
  for (let pause = GLOBAL_BACKOFF_FIRST_MS; ; pause *= 2) {
    schedule.push(Math.min(pause, GLOBAL_BACKOFF_MAX_MS));
    if (pause >= GLOBAL_BACKOFF_MAX_MS) return schedule;
  }
};

/** What a counter answered when an attempt was counted on it (or refused by its back-off). */
export type CounterAnswer =
  { readonly admitted: true; readonly count: number; readonly windowEnds: number } | { readonly admitted: false; readonly retryAt: number };

export type LoginVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly scope: 'address' | 'account' | 'global'; readonly retryAfterMs: number };

/** Whether a counted attempt may go on to the password check, given what one counter answered. */
export const verdictOf = (scope: 'address' | 'account' | 'global', answer: CounterAnswer, limit: number, now: number): LoginVerdict => {
  if (!answer.admitted) return { allowed: false, scope, retryAfterMs: Math.max(1_000, answer.retryAt - now) };
  if (answer.count > limit) return { allowed: false, scope, retryAfterMs: Math.max(1_000, answer.windowEnds - now) };
  return { allowed: true };
};
