import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, type Problem } from '../common/problem.js';
import { replyProblem } from './reply-problem.js';

/** Deepest nesting of arrays and objects a request body may have (the deepest DTO needs 4). */
export const MAX_BODY_DEPTH = 16;

/** A path to a value inside a request's body, query or parameters, as the answer names it (`references[0].reference`). */
const child = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * The first thing in a request's input that must never reach the store, or undefined: a text holding NUL (PostgreSQL
 * cannot store it) or a lone surrogate (not Unicode; jsonb refuses it), in a value or a key, or nesting deeper than
 * `MAX_BODY_DEPTH` (the DTO transformer recurses). Walks without recursion, so any depth is safe to inspect.
 */
export const unsafeInput = (value: unknown, root: string): Problem | undefined => {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const refused = unsafeText(current, path || root);
      if (refused) return refused;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return problem(400, 'INPUT_TOO_DEEP', `Forespørselen er nestet for dypt (høyst ${MAX_BODY_DEPTH} nivåer).`);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: child(path, i), depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const refused = unsafeText(key, child(path, key) || root);
      if (refused) return refused;
      stack.push({ value: item, path: child(path, key), depth: depth + 1 });
    }
  }
  return undefined;
};

/** In a unicode regular expression a paired surrogate is one code point, so only a lone one matches. */
const LONE_SURROGATE = /\p{Cs}/u;

const unsafeText = (text: string, field: string): Problem | undefined => {
  if (text.includes('\u0000'))
    return problem(400, 'INVALID_CHARACTER', `Feltet ${field} inneholder et nulltegn (U+0000), som ikke er tillatt.`, { field });
  if (LONE_SURROGATE.test(text))
    return problem(400, 'INVALID_CHARACTER', `Feltet ${field} inneholder et ugyldig tegn (en halv UTF-16-surrogat), som ikke er tillatt.`, { field });
  return undefined;
};

/**
 * Refuses (400) a request whose body, query or path parameters hold what `unsafeInput` finds, after parsing and
 * before validation, so no route and no store ever sees it.
 */
export const inputGuardHook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const refused = unsafeInput(request.params, 'sti') ?? unsafeInput(request.query, 'spørring') ?? unsafeInput(request.body, 'body');
  if (refused) await replyProblem(reply, refused);
};
