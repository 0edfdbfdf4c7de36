/** The webhook screens' types, rules and texts (the Webhooks API, administrators only). No react-admin here. */

/** The feed's event kinds a subscription may be limited to, with their Norwegian labels. */
export const EVENT_KINDS = [
  { id: 'name.created', name: 'Navn opprettet' },
  { id: 'name.changed', name: 'Navn endret' },
  { id: 'name.status-changed', name: 'Status endret' },
  { id: 'name.moved', name: 'Navn flyttet' },
  { id: 'taxa.merged', name: 'Taksa slått sammen' },
  { id: 'taxon.split', name: 'Takson splittet' },
  { id: 'name.deleted', name: 'Navn slettet' },
  { id: 'vernacular-names.changed', name: 'Norske navn endret' },
  { id: 'import.batch', name: 'Importparti' },
] as const;

export type EventKind = (typeof EVENT_KINDS)[number]['id'];

const EVENT_TYPE_PREFIX = 'no.navnebase.register.v1.';

/** "name.created" (or the CloudEvents type "no.navnebase.register.v1.name.created") → "Navn opprettet". */
export const eventKindLabel = (kind: string): string => {
  const short = kind.startsWith(EVENT_TYPE_PREFIX) ? kind.slice(EVENT_TYPE_PREFIX.length) : kind;
  return EVENT_KINDS.find((k) => k.id === short)?.name ?? short;
};

export type WebhookState = 'active' | 'paused' | 'inactive';

/** A subscription as GET /api/v1/Webhooks answers it (never with the secret). */
export interface WebhookRecord {
  readonly id: string;
  readonly url: string;
  /** The scientific name whose subtree is followed; null for the whole register. */
  readonly subtree: number | null;
  /** null: every kind. */
  readonly types: readonly string[] | null;
  readonly active: boolean;
  readonly description: string;
  /** Where the service answers whether it uses a name (asked before a delete); null: not asked. */
  readonly usageUrl: string | null;
  readonly state: WebhookState;
  readonly pausedReason: string | null;
  /** Failed attempts in a row. */
  readonly failures: number;
  /** The feed cursor delivered up to. */
  readonly cursor: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lastDeliveryAt: string | null;
}

/** POST /api/v1/Webhooks and RotateSecret answer the signing secret once. */
export interface CreatedWebhook extends WebhookRecord {
  readonly secret: string;
}

/** One line of GET /api/v1/Webhooks/{id}/Deliveries (newest first). */
export interface Delivery {
  readonly id: number | string;
  readonly time: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly attempt: number;
  readonly status: number | null;
  readonly error: string | null;
  readonly latencyMs: number;
}

/** What the form edits. */
export interface WebhookFormValues {
  readonly url?: string | null;
  readonly subtree?: number | null;
  readonly types?: readonly string[] | null;
  readonly active?: boolean | null;
  readonly description?: string | null;
  readonly usageUrl?: string | null;
}

export const URL_REQUIRED = 'Oppgi adressen varslene skal sendes til.';
export const URL_INVALID = 'Ugyldig adresse. Oppgi en full adresse som begynner med https://.';
export const URL_SCHEME = 'Adressen må begynne med https:// eller http://.';
export const URL_CREDENTIALS = 'Adressen kan ikke inneholde brukernavn eller passord.';
export const DESCRIPTION_MAX = 500;
export const DESCRIPTION_TOO_LONG = `Beskrivelsen kan være på høyst ${DESCRIPTION_MAX} tegn.`;

/** The same checks the server makes before it looks the host up: a full http(s) address without credentials. */
export const urlError = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return URL_REQUIRED;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return URL_INVALID;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return URL_SCHEME;
  if (url.username || url.password) return URL_CREDENTIALS;
  return undefined;
};

/** The usage endpoint is optional: empty is fine, anything else follows the address rules. */
export const optionalUrlError = (value: unknown): string | undefined =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : urlError(value);

export const descriptionError = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > DESCRIPTION_MAX ? DESCRIPTION_TOO_LONG : undefined;

/** Every broken rule of the form, by field (empty when the form is valid). */
export const validateWebhook = (values: WebhookFormValues): Partial<Record<keyof WebhookFormValues, string>> => {
  const errors: Partial<Record<keyof WebhookFormValues, string>> = {};
  const url = urlError(values.url);
  if (url) errors.url = url;
  const description = descriptionError(values.description);
  if (description) errors.description = description;
  const usageUrl = optionalUrlError(values.usageUrl);
  if (usageUrl) errors.usageUrl = usageUrl;
  return errors;
};

/** No kind chosen, or every kind: null (the server's "all kinds", which also covers kinds added later). */
const typesOf = (types: readonly string[] | null | undefined): string[] | null => {
  const chosen = EVENT_KINDS.map((k) => k.id).filter((id) => (types ?? []).includes(id));
  return chosen.length === 0 || chosen.length === EVENT_KINDS.length ? null : chosen;
};

const subtreeOf = (subtree: unknown): number | null => {
  if (subtree === null || subtree === undefined || subtree === '') return null;
  const n = Number(subtree);
  return Number.isFinite(n) ? n : null;
};

/** The body of POST /api/v1/Webhooks: every field, trimmed. */
export const toCreateBody = (values: WebhookFormValues) => ({
  url: (values.url ?? '').trim(),
  subtree: subtreeOf(values.subtree),
  types: typesOf(values.types),
  active: values.active !== false,
  description: (values.description ?? '').trim(),
  usageUrl: (values.usageUrl ?? '').trim() || null,
});

const sameTypes = (a: readonly string[] | null, b: readonly string[] | null): boolean =>
  (a === null && b === null) || (a !== null && b !== null && a.length === b.length && a.every((t) => b.includes(t)));

/**
 * The body of PUT /api/v1/Webhooks/{id}: only the fields that changed. (`active: true` resumes a paused
 * subscription, so an unrelated edit of a paused one must not send it; "Gjenoppta" does.)
 */
export const toUpdateBody = (values: WebhookFormValues, previous: WebhookRecord | undefined) => {
  const next = toCreateBody(values);
  if (!previous) return next;
  return {
    ...(next.url !== previous.url ? { url: next.url } : {}),
    ...(next.subtree !== previous.subtree ? { subtree: next.subtree } : {}),
    ...(!sameTypes(next.types, typesOf(previous.types)) ? { types: next.types } : {}),
    ...(next.active !== previous.active ? { active: next.active } : {}),
    ...(next.description !== previous.description ? { description: next.description } : {}),
    ...(next.usageUrl !== (previous.usageUrl ?? null) ? { usageUrl: next.usageUrl } : {}),
  };
};

/** The form's starting values of a stored subscription (every kind ticked when it takes them all). */
export const toFormValues = (record: WebhookRecord): WebhookFormValues => ({
  url: record.url,
  subtree: record.subtree,
  types: record.types ?? [],
  active: record.active,
  description: record.description,
});

export const STATE_LABELS: Readonly<Record<WebhookState, string>> = { active: 'Aktiv', paused: 'Pauset', inactive: 'Av' };

/** "Aktiv", "Av", or "Pauset: <reason>". */
export const stateText = (record: Pick<WebhookRecord, 'state' | 'pausedReason'>): string =>
  record.state === 'paused' && record.pausedReason ? `Pauset: ${record.pausedReason}` : (STATE_LABELS[record.state] ?? record.state);

/** What the subscription receives: "Alle hendelser", or the labels of the chosen kinds. */
export const typesText = (types: readonly string[] | null): string =>
  !types || types.length === 0 ? 'Alle hendelser' : types.map(eventKindLabel).join(', ');

/** A delivery's outcome: "HTTP 204", "HTTP 500: <error>", or the error without a status (timeout, refused). */
export const deliveryOutcome = (delivery: Pick<Delivery, 'status' | 'error'>): string => {
  if (delivery.status !== null && delivery.status !== undefined)
    return delivery.error ? `HTTP ${delivery.status}: ${delivery.error}` : `HTTP ${delivery.status}`;
  return delivery.error || 'Uten svar';
};

export const deliverySucceeded = (delivery: Pick<Delivery, 'status'>): boolean =>
  typeof delivery.status === 'number' && delivery.status >= 200 && delivery.status < 300;

export const CREATED = (url: string): string => `Webhooken til ${url} er opprettet.`;
export const UPDATED = (url: string): string => `Endringene på webhooken til ${url} er lagret.`;
export const DELETED = (url: string): string => `Webhooken til ${url} er slettet.`;
export const RESUMED = 'Webhooken er gjenopptatt. Leveringene prøves igjen nå.';
export const REPLAYED = 'Alle hendelser sendes på nytt fra starten av endringsloggen.';
export const SECRET_ONCE =
  'Hemmeligheten vises bare denne ene gangen. Kopier den nå og legg den inn hos mottakeren, som bruker den til å sjekke signaturen på hvert varsel. Mister du den, må du rotere hemmeligheten.';

/** Fields the server reports errors on that the form shows by its input. */
export const WEBHOOK_FORM_FIELDS: readonly string[] = ['url', 'subtree', 'types', 'active', 'description'];
