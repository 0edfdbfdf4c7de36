import type { ApiQueryOptions, ApiResponseOptions } from '@nestjs/swagger';
import { Errors } from '@navnebase/domain';
import { CHILDREN_PAGE_MAX, decodeChildrenCursor, type ChildrenPage, type ChildrenPageRequest, type TreeNode } from '@navnebase/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The paging parameters of the children routes, as the OpenAPI document describes them. */
export const CHILDREN_PAGE_QUERIES = {
  limit: {
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: CHILDREN_PAGE_MAX },
    description: `Children per page, 1..${CHILDREN_PAGE_MAX}. Left out, every child in one answer (as before paging). With it, the total count is in X-Total-Count and the next page's address in Link (rel="next").`,
  },
  after: {
    name: 'after',
    required: false,
    schema: { type: 'string' },
    description:
      'Opaque cursor: the place of the last child of the previous page in the tree order (given in the Link header). Needs `limit`. A child added or removed meanwhile neither repeats nor skips another.',
  },
} satisfies Record<string, ApiQueryOptions>;

/** The headers of a paged answer. */
export const CHILDREN_PAGE_HEADERS = {
  'X-Total-Count': {
    description: 'With `limit`: how many children the node has in all, on every page.',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description: 'With `limit`, when more children follow: `<address of the next page>; rel="next"`.',
    schema: { type: 'string' },
  },
} satisfies ApiResponseOptions['headers'];

/** The page asked for, or undefined when `limit` is left out (the whole answer). Refuses a bad `limit` or `after`. */
export const parseChildrenPage = (limit: unknown, after: unknown): ChildrenPageRequest | undefined => {
  if (limit === undefined) {
    if (after !== undefined) throw Errors.invalidRequest('after kan bare brukes sammen med limit.', 'after');
    return undefined;
  }
  const max = typeof limit === 'string' && /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
  if (!(max >= 1 && max <= CHILDREN_PAGE_MAX)) throw Errors.invalidRequest(`limit må være et heltall fra 1 til ${CHILDREN_PAGE_MAX}.`, 'limit');
  if (after === undefined) return { limit: max };
  const cursor = typeof after === 'string' ? decodeChildrenCursor(after) : undefined;
  if (!cursor) throw Errors.invalidRequest('after er ikke en gyldig peker til et sted i listen. Bruk adressen i Link-overskriften.', 'after');
  return { limit: max, after: cursor };
};

/** Sets the page's headers (the total, and the next page's address when there is one) and answers its children. */
export const sendChildrenPage = (request: FastifyRequest, reply: FastifyReply, page: ChildrenPage): readonly TreeNode[] => {
  void reply.header('x-total-count', String(page.total));
  if (page.next !== undefined) {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.set('after', page.next);
    void reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.children;
};
