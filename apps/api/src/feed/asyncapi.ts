import { cloudEventType, FEED_CONTRACT_VERSION, FEED_KINDS, type FeedKind } from '@navnebase/projections';

/**
 * The change feed's contract as an AsyncAPI 3 document: the live stream (Server-Sent Events) and webhook deliveries
 * carry the same CloudEvents, one message per kind. Built from the contract's own constants, so a new kind is
 * documented where it is declared; served at /api-docs/asyncapi.json and validated by the AsyncAPI parser in the tests.
 */

const DESCRIPTIONS: Record<FeedKind, string> = {
  'name.created': 'A scientific name (and, for a new taxon, its taxon) was added.',
  'name.changed': 'Fields of a name changed; `changes` lists each field before and after.',
  'name.status-changed': 'Names changed status within a taxon (accepted, unresolved, synonym); a name that became not in use is in `withdrawn`.',
  'name.moved':
    'A taxon got another parent (`moves`), with new combinations mapped old to new (`newCombinations`); or a synonym moved to another taxon.',
  'taxa.merged': 'Taxa were merged: each old taxon and the surviving one in `merges`; every name with its new status in `names`.',
  'taxon.split': 'A taxon was split: `split` names the old taxon, the new ones and the fallback ancestor for records that cannot be assigned.',
  'name.deleted': 'A name (and perhaps its taxon) was deleted; `successors` says what took over.',
  'vernacular-names.changed': "A taxon's vernacular names (nb, nn, se) changed; the taxon is in `taxa`.",
  'import.batch': 'One batch of a spreadsheet or archive import: every record it created or changed.',
};

const name = {
  type: 'object',
  required: ['scientificNameId', 'taxonId', 'scientificName', 'author', 'rank', 'taxonomicStatus', 'nomenclaturalStatuses'],
  properties: {
    scientificNameId: { type: 'integer' },
    taxonId: { type: 'integer' },
    scientificName: { type: 'string' },
    author: { type: 'string' },
    rank: { type: 'string' },
    taxonomicStatus: { type: 'string', enum: ['Accepted', 'Unresolved', 'Synonym'] },
    nomenclaturalStatuses: { type: 'array', items: { type: 'string' } },
  },
};
const taxon = {
  type: 'object',
  required: ['taxonId', 'parentTaxonId', 'existsInNorway', 'vernacularNames'],
  properties: {
    taxonId: { type: 'integer' },
    parentTaxonId: { type: ['integer', 'null'] },
    existsInNorway: { type: ['boolean', 'null'] },
    vernacularNames: {
      type: 'array',
      items: {
        type: 'object',
        required: ['vernacularName', 'language', 'status'],
        properties: { vernacularName: { type: 'string' }, language: { type: 'string', enum: ['nb', 'nn', 'se'] }, status: { type: 'string' } },
      },
    },
  },
};
const ids = { type: 'array', items: { type: 'integer' } };
const successor = {
  type: 'object',
  required: ['kind', 'id', 'reason', 'successorIds'],
  properties: {
    kind: { type: 'string', enum: ['taxon', 'name'] },
    id: { type: 'integer' },
    reason: { type: 'string', enum: ['Deleted', 'Merged', 'Split', 'Replaced'] },
    successorIds: ids,
  },
};

const data = {
  type: 'object',
  required: ['remark', 'correlationId', 'names', 'taxa', 'withdrawn', 'removedNames', 'removedTaxa', 'successors'],
  properties: {
    remark: { type: 'string', description: "The editor's remark." },
    correlationId: { type: 'string', description: 'Shared by every event of one operation or import run.' },
    names: { type: 'array', items: { $ref: '#/components/schemas/Name' }, description: 'Names to insert or replace (never names not in use).' },
    taxa: { type: 'array', items: { $ref: '#/components/schemas/Taxon' }, description: 'Taxa to insert or replace.' },
    withdrawn: { ...ids, description: 'Names that became not in use: drop them.' },
    removedNames: { ...ids, description: 'Names deleted.' },
    removedTaxa: { ...ids, description: 'Taxa that no longer exist.' },
    successors: { type: 'array', items: { $ref: '#/components/schemas/Successor' } },
    left: {
      type: 'object',
      description: 'Subtree subscriptions only: taxa (with all below them) and names that moved out.',
      properties: { taxa: ids, names: ids },
    },
    entered: {
      type: 'object',
      description: 'Subtree subscriptions only: what moved in, whole.',
      properties: {
        taxa: { type: 'array', items: { $ref: '#/components/schemas/Taxon' } },
        names: { type: 'array', items: { $ref: '#/components/schemas/Name' } },
      },
    },
    changes: { type: 'array', items: { type: 'object', properties: { scientificNameId: { type: 'integer' }, fields: { type: 'object' } } } },
    moves: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          taxonId: { type: 'integer' },
          fromParentTaxonId: { type: ['integer', 'null'] },
          toParentTaxonId: { type: ['integer', 'null'] },
        },
      },
    },
    newCombinations: {
      type: 'array',
      items: { type: 'object', properties: { oldScientificNameId: { type: 'integer' }, newScientificNameId: { type: 'integer' } } },
    },
    merges: { type: 'array', items: { type: 'object', properties: { fromTaxonId: { type: 'integer' }, toTaxonId: { type: 'integer' } } } },
    split: { type: 'object', properties: { fromTaxonId: { type: 'integer' }, toTaxonIds: ids, fallbackTaxonId: { type: ['integer', 'null'] } } },
    import: { type: 'object', properties: { importId: { type: 'string' }, source: { type: 'string' }, batch: { type: 'integer' } } },
  },
};

const messageName = (kind: FeedKind) => kind.replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase());

const cloudEvent = (kind: FeedKind) => ({
  type: 'object',
  required: ['specversion', 'id', 'source', 'type', 'time', 'datacontenttype', 'data', 'position'],
  properties: {
    specversion: { type: 'string', const: '1.0' },
    id: { type: 'string', description: "The event's global position: the same on every redelivery." },
    source: { type: 'string', description: 'FEED_SOURCE of the register (default urn:navnebase:register).' },
    type: { type: 'string', const: cloudEventType(kind) },
    time: { type: 'string', format: 'date-time' },
    subject: { type: 'string', description: 'The scientific name id the operation was about (absent for import batches).' },
    datacontenttype: { type: 'string', const: 'application/json' },
    position: { type: 'string', description: 'Opaque cursor: read the feed after it to continue.' },
    data: { $ref: '#/components/schemas/FeedEventData' },
  },
});

export const asyncApiDocument = (serverUrl: string) => {
  const messages = Object.fromEntries(
    FEED_KINDS.map((kind) => [
      messageName(kind),
      {
        name: cloudEventType(kind),
        title: kind,
        summary: DESCRIPTIONS[kind],
        contentType: 'application/cloudevents+json',
        payload: cloudEvent(kind),
      },
    ]),
  );
  const refs = Object.fromEntries(FEED_KINDS.map((kind) => [messageName(kind), { $ref: `#/components/messages/${messageName(kind)}` }]));
  const channelRefs = (channel: string) => FEED_KINDS.map((kind) => ({ $ref: `#/channels/${channel}/messages/${messageName(kind)}` }));
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Navnebase change feed',
      version: FEED_CONTRACT_VERSION,
      description:
        'Every change to the register as CloudEvents 1.0 (JSON structured mode), in global order. Read pages from GET /api/v1/Feed, ' +
        'start from GET /api/v1/Feed/Snapshot, follow live on GET /api/v1/Feed/Stream (Server-Sent Events), or receive webhooks signed per ' +
        'Standard Webhooks. Names not in use are never delivered as usable names. See docs/downstream.md.',
    },
    defaultContentType: 'application/cloudevents+json',
    servers: {
      register: { host: new URL(serverUrl).host, protocol: new URL(serverUrl).protocol.replace(':', ''), description: "The register's API." },
    },
    channels: {
      feedStream: {
        address: '/api/v1/Feed/Stream',
        title: 'Live feed (Server-Sent Events)',
        description: 'Each SSE event is one CloudEvent; its SSE id is the cursor. Query: after, subtree, types; resumes from Last-Event-ID.',
        servers: [{ $ref: '#/servers/register' }],
        messages: refs,
      },
      webhook: {
        address: '{subscriberUrl}',
        title: 'Webhook deliveries',
        description:
          "POSTed to each subscription's URL, one event per request, in order, at least once; headers webhook-id, webhook-timestamp, webhook-signature (Standard Webhooks).",
        parameters: { subscriberUrl: { description: 'The URL an administrator subscribed.' } },
        messages: refs,
      },
    },
    operations: {
      receiveLiveFeed: { action: 'receive', channel: { $ref: '#/channels/feedStream' }, messages: channelRefs('feedStream') },
      receiveWebhook: { action: 'receive', channel: { $ref: '#/channels/webhook' }, messages: channelRefs('webhook') },
    },
    components: {
      messages,
      schemas: { Name: name, Taxon: taxon, Successor: successor, FeedEventData: data },
    },
  };
};
