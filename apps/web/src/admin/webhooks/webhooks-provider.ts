import { HttpError, type DataProvider, type fetchUtils, type GetListParams } from 'react-admin';
import { toCreateBody, toUpdateBody, type CreatedWebhook, type Delivery, type WebhookFormValues, type WebhookRecord } from './webhook-rules';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; json: unknown }>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The list as the screen asks for it. The API answers every subscription at once (there are few), so the search
 * (`q`: address or description), the sort and the page are done here.
 */
export const listPage = (all: readonly WebhookRecord[], params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>) => {
  const q = text(params.filter?.q).trim().toLocaleLowerCase('nb');
  const found = q ? all.filter((w) => `${w.url} ${w.description}`.toLocaleLowerCase('nb').includes(q)) : [...all];
  const field = params.sort?.field as keyof WebhookRecord | undefined;
  if (field) {
    const direction = params.sort?.order === 'DESC' ? -1 : 1;
    found.sort((a, b) => direction * text(a[field]).localeCompare(text(b[field]), 'nb', { numeric: true }));
  }
  const { page = 1, perPage = found.length || 1 } = params.pagination ?? {};
  return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
};

/** react-admin's calls for the `webhooks` resource, and the actions beside them, on /api/v1/Webhooks. */
export const webhooksProvider = (base: string, http: HttpClient) => {
  const one = (id: unknown) => `${base}/${encodeURIComponent(String(id))}`;
  const all = async () => (await http(base)).json as WebhookRecord[];
  const refuse = (what: string) => () => Promise.reject(new HttpError(`${what} støttes ikke.`, 405));

  /** POST /api/v1/Webhooks: the new subscription and its secret, shown once. */
  const create = async (values: WebhookFormValues): Promise<CreatedWebhook> =>
    (await http(base, { method: 'POST', body: JSON.stringify(toCreateBody(values)) })).json as CreatedWebhook;

  const provider: DataProvider = {
    getList: async (_resource, params) => listPage(await all(), params) as never,
    getOne: async (_resource, params) => ({ data: (await http(one(params.id))).json as never }),
    getMany: async (_resource, params) => {
      const ids = new Set(params.ids.map(String));
      return { data: (await all()).filter((w) => ids.has(String(w.id))) as never };
    },
    getManyReference: refuse('Oppslag av webhooks per referanse'),
    // the secret stays out of react-admin's cache: the create screen calls `create` itself and shows it once
    create: async (_resource, params) => {
      const { secret: _secret, ...record } = await create(params.data as WebhookFormValues);
      return { data: record as never };
    },
    update: async (_resource, params) => {
      const body = toUpdateBody(params.data as WebhookFormValues, params.previousData as WebhookRecord | undefined);
      return { data: (await http(one(params.id), { method: 'PUT', body: JSON.stringify(body) })).json as never };
    },
    updateMany: refuse('Å endre flere webhooks samtidig'),
    delete: async (_resource, params) => {
      await http(one(params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: refuse('Å slette flere webhooks samtidig'),
  };

  return {
    provider,
    create,
    /** PUT { active: true }: resumes a paused subscription (its failures are cleared, deliveries are tried again). */
    resume: async (id: string): Promise<WebhookRecord> =>
      (await http(one(id), { method: 'PUT', body: JSON.stringify({ active: true }) })).json as WebhookRecord,
    /** A new signing secret, shown once. */
    rotateSecret: async (id: string): Promise<string> =>
      ((await http(`${one(id)}/RotateSecret`, { method: 'POST' })).json as { secret: string }).secret,
    /** Delivers again everything after a feed cursor ("" = from the beginning). */
    replay: async (id: string, after = ''): Promise<WebhookRecord> =>
      (await http(`${one(id)}/Replay`, { method: 'POST', body: JSON.stringify({ after }) })).json as WebhookRecord,
    /** The delivery log, newest first. */
    deliveries: async (id: string, limit = 50, signal?: AbortSignal): Promise<Delivery[]> =>
      (await http(`${one(id)}/Deliveries?limit=${limit}`, signal ? { signal } : {})).json as Delivery[],
  };
};
