import type { DomainError } from '@navnebase/domain';

/** The problem JSON every error is answered with (RFC 9457, plus `errorCode`). */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errorCode: string;
  readonly field?: string;
  readonly [extra: string]: unknown;
}

const TITLES: Record<number, string> = {
  202: 'Lagret, ikke vist ennå',
  400: 'Ugyldig forespørsel',
  401: 'Ikke innlogget',
  403: 'Ingen tilgang',
  404: 'Ikke funnet',
  409: 'Konflikt',
  413: 'For stor forespørsel',
  414: 'For lang adresse',
  415: 'Ikke støttet medietype',
  429: 'For mange forsøk',
  500: 'Intern feil',
  503: 'Utilgjengelig',
};

export const problem = (status: number, errorCode: string, detail: string, extra: Record<string, unknown> = {}): Problem => ({
  type: 'about:blank',
  title: TITLES[status] ?? 'Feil',
  status,
  detail,
  errorCode,
  ...extra,
});

export const STATUS_BY_KIND: Record<DomainError['kind'], number> = { invalid: 400, notFound: 404, conflict: 409, forbidden: 403 };

/** Thrown by the HTTP layer with a ready problem. */
export class ProblemException extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

export const problemException = (status: number, errorCode: string, detail: string, extra: Record<string, unknown> = {}) =>
  new ProblemException(problem(status, errorCode, detail, extra));
