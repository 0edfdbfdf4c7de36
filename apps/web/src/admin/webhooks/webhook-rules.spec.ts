import { describe, expect, it } from '@jest/globals';
import {
  deliveryOutcome,
  eventKindLabel,
  stateText,
  toCreateBody,
  toUpdateBody,
  typesText,
  URL_INVALID,
  URL_REQUIRED,
  URL_SCHEME,
  urlError,
  validateWebhook,
  type WebhookRecord,
} from './webhook-rules';
import { listPage } from './webhooks-provider';

const HOOK: WebhookRecord = {
  id: 'a1',
  url: 'https://kart.example.org/hook',
  subtree: null,
  types: null,
  active: true,
  description: 'Kartet',
  usageUrl: null,
  state: 'active',
  pausedReason: null,
  failures: 0,
  cursor: 'c1',
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  lastDeliveryAt: null,
};

describe('webhook rules', () => {
  it('checks the address as the server does before looking the host up', () => {
    expect(urlError('')).toBe(URL_REQUIRED);
    expect(urlError('  ')).toBe(URL_REQUIRED);
    expect(urlError('kart.example.org')).toBe(URL_INVALID);
    expect(urlError('ftp://kart.example.org/')).toBe(URL_SCHEME);
    expect(urlError('https://bruker:hemmelig@kart.example.org/')).toMatch(/brukernavn eller passord/);
    expect(urlError(' https://kart.example.org/hook ')).toBeUndefined();
    expect(validateWebhook({ url: 'https://x.example.org', description: 'x'.repeat(501) })).toEqual({
      description: 'Beskrivelsen kan være på høyst 500 tegn.',
    });
  });

  it('sends no kinds, or every kind, as null (all kinds), in the contract order', () => {
    expect(toCreateBody({ url: ' https://x.example.org/h ', types: [], description: ' a ' })).toEqual({
      url: 'https://x.example.org/h',
      subtree: null,
      types: null,
      active: true,
      description: 'a',
      usageUrl: null,
    });
    expect(toCreateBody({ url: 'https://x.example.org', types: ['name.moved', 'name.created'], subtree: 1004, active: false }).types).toEqual([
      'name.created',
      'name.moved',
    ]);
    const every = ['name.created', 'name.changed', 'name.status-changed', 'name.moved', 'taxa.merged', 'taxon.split', 'name.deleted'];
    expect(toCreateBody({ url: 'https://x.example.org', types: [...every, 'vernacular-names.changed', 'import.batch'] }).types).toBeNull();
  });

  it('updates only what changed, so an edit of a paused webhook does not resume it', () => {
    const paused = { ...HOOK, state: 'paused' as const, pausedReason: 'HTTP 500' };
    expect(toUpdateBody({ url: HOOK.url, subtree: null, types: [], active: true, description: 'Kartet, nytt' }, paused)).toEqual({
      description: 'Kartet, nytt',
    });
    expect(toUpdateBody({ url: HOOK.url, subtree: 1004, types: ['taxa.merged'], active: false, description: 'Kartet' }, HOOK)).toEqual({
      subtree: 1004,
      types: ['taxa.merged'],
      active: false,
    });
    expect(toUpdateBody({ url: HOOK.url, subtree: null, types: [], active: true, description: 'Kartet' }, HOOK)).toEqual({});
    // the usage endpoint: set, kept, and emptied to null
    const asked = { url: HOOK.url, subtree: null, types: [], active: true, description: 'Kartet', usageUrl: ' https://kart.example.org/bruk ' };
    expect(toUpdateBody(asked, HOOK)).toEqual({ usageUrl: 'https://kart.example.org/bruk' });
    expect(toUpdateBody(asked, { ...HOOK, usageUrl: 'https://kart.example.org/bruk' })).toEqual({});
    expect(toUpdateBody({ ...asked, usageUrl: '' }, { ...HOOK, usageUrl: 'https://kart.example.org/bruk' })).toEqual({ usageUrl: null });
    expect(validateWebhook({ ...asked, usageUrl: 'ftp://x' })).toEqual({ usageUrl: 'Adressen må begynne med https:// eller http://.' });
  });

  it('labels states, kinds and delivery outcomes in Norwegian', () => {
    expect(stateText(HOOK)).toBe('Aktiv');
    expect(stateText({ state: 'paused', pausedReason: 'HTTP 503 ti ganger på rad' })).toBe('Pauset: HTTP 503 ti ganger på rad');
    expect(stateText({ state: 'inactive', pausedReason: null })).toBe('Av');
    expect(eventKindLabel('no.navnebase.register.v1.taxa.merged')).toBe('Taksa slått sammen');
    expect(eventKindLabel('import.batch')).toBe('Importparti');
    expect(typesText(null)).toBe('Alle hendelser');
    expect(typesText(['name.created', 'vernacular-names.changed'])).toBe('Navn opprettet, Norske navn endret');
    expect(deliveryOutcome({ status: 204, error: null })).toBe('HTTP 204');
    expect(deliveryOutcome({ status: 500, error: 'Internal Server Error' })).toBe('HTTP 500: Internal Server Error');
    expect(deliveryOutcome({ status: null, error: 'Tidsavbrudd etter 10 s' })).toBe('Tidsavbrudd etter 10 s');
  });

  it('searches, sorts and pages the list here (the API answers every webhook at once)', () => {
    const all = [
      { ...HOOK, id: 'a', url: 'https://b.example.org', description: 'Kart' },
      { ...HOOK, id: 'b', url: 'https://a.example.org', description: 'Observasjoner' },
      { ...HOOK, id: 'c', url: 'https://c.example.org', description: 'Kart og flere' },
    ];
    expect(listPage(all, { filter: { q: 'kart' }, sort: { field: 'url', order: 'ASC' }, pagination: { page: 1, perPage: 25 } })).toEqual({
      data: [all[0], all[2]],
      total: 2,
    });
    const page2 = listPage(all, { filter: {}, sort: { field: 'url', order: 'DESC' }, pagination: { page: 2, perPage: 2 } });
    expect(page2).toEqual({ data: [all[1]], total: 3 });
  });
});
