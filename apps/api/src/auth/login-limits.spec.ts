import { describe, expect, it } from '@jest/globals';
import { clientNetwork, globalBackoffSchedule, loginCounterKeys, verdictOf } from './login-limits.js';

const limits = { perAccount: 5, perAddress: 50, windowSeconds: 900 };

describe('login limits', () => {
  it('given 5 attempts per pair, then 10 attempts on an account go through before the global back-off of 1 s doubling to a minute', () => {
    expect(globalBackoffSchedule(limits)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
  });

  it('given the same e-mail in other cases, then the account and pair keys are the same', () => {
    expect(loginCounterKeys(' Kari@Example.org', '10.0.0.1')).toEqual(loginCounterKeys('kari@example.org', '10.0.0.1'));
    expect(loginCounterKeys('kari@example.org', '10.0.0.1').pair).not.toBe(loginCounterKeys('kari@example.org', '10.0.0.2').pair);
  });

  it('given IPv6 addresses, then they are counted by their /64 network; IPv4 addresses one by one', () => {
    const kari = (address: string) => loginCounterKeys('kari@example.org', address);
    expect(kari('2001:db8:1:2::1')).toEqual(kari('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(kari('2001:db8:1:2::1').address).toBe('address:2001:db8:1:2::/64');
    expect(kari('2001:db8:1:2::1').pair).not.toBe(kari('2001:db8:1:3::1').pair);
    expect(kari('2001:DB8:0001:0002:0:0:0:1')).toEqual(kari('2001:db8:1:2::1'));
    expect(clientNetwork('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(kari('10.0.0.1').pair).not.toBe(kari('10.0.0.2').pair);
    expect(clientNetwork('ukjent')).toBe('ukjent');
  });

  it('given a count up to the limit, then the attempt may be checked; above it, refused until the window ends', () => {
    expect(verdictOf('account', { admitted: true, count: 5, windowEnds: 60_000 }, 5, 0)).toEqual({ allowed: true });
    expect(verdictOf('account', { admitted: true, count: 6, windowEnds: 60_000 }, 5, 0)).toEqual({
      allowed: false,
      scope: 'account',
      retryAfterMs: 60_000,
    });
  });

  it('given a back-off that runs, then the attempt is refused until it ends (at least a second)', () => {
    expect(verdictOf('global', { admitted: false, retryAt: 2_500 }, Infinity, 0)).toEqual({ allowed: false, scope: 'global', retryAfterMs: 2_500 });
    expect(verdictOf('global', { admitted: false, retryAt: 100 }, Infinity, 0)).toMatchObject({ retryAfterMs: 1_000 });
  });
});
