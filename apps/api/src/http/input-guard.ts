import type { FastifyReply, FastifyRequest } from 'fastify';
import { textFlaw, textFlawMessage } from '@navnebase/domain';
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
  const refused =
    unsafeInput(request.params, 'sti') ?? unsafeInput(request.query, 'spørring') ?? unsafeInput(request.body, 'body') ?? cleanBody(request);
  if (refused) await replyProblem(reply, refused);
};

/** Field names whose texts may span lines (comments, remarks, descriptions). */
const MULTILINE = /^(comment|remark|description|changeRemarks)$/i;
/** Secrets are compared as sent, never shown: no text rules on them. */
const SECRET = /password|secret|token/i;
/** How the answer names a field the user filled in. */
const LABELS: Record<string, string> = {
  scientificName: 'Vitenskapelig navn',
  newScientificName: 'Vitenskapelig navn',
  author: 'Autor',
  newAuthor: 'Autor',
  authorEditor: 'Autor',
  vernacularName: 'Populærnavnet',
  reference: 'Referansen',
  comment: 'Kommentaren',
  remark: 'Kommentaren',
  speciesComplex: 'Artskomplekset',
  name: 'Navnet',
  firstName: 'Fornavnet',
  lastName: 'Etternavnet',
  email: 'E-postadressen',
  description: 'Beskrivelsen',
  url: 'Adressen',
};

/**
 * Text hygiene on every string of a JSON body (the domain's rules, `textFlaw`): each is NFC-normalised in place, and
 * the first control, bidirectional, zero-width or emoji character is refused with a 400 naming the field. Line breaks
 * only in comments and remarks. The domain checks the register's fields again, for every other way in (imports).
 */
const cleanBody = (request: FastifyRequest): Problem | undefined => {
  const body = request.body;
  if (body === null || typeof body !== 'object') return undefined;
  const stack: Array<{ holder: Record<string, unknown> | unknown[]; path: string; key: string }> = [
    { holder: body as Record<string, unknown>, path: '', key: '' },
  ];
  while (stack.length) {
    const { holder, path, key: holderKey } = stack.pop()!;
    const entries: Array<[string | number, unknown]> = Array.isArray(holder) ? holder.map((v, i) => [i, v]) : Object.entries(holder);
    for (const [k, value] of entries) {
      // An array's items are named by the field that holds the array.
      const key = typeof k === 'string' ? k : holderKey;
      const field = child(path, k);
      if (value !== null && typeof value === 'object') {
        stack.push({ holder: value as Record<string, unknown>, path: field, key });
        continue;
      }
      if (typeof value !== 'string' || SECRET.test(key)) continue;
      const text = value.normalize('NFC');
      const flaw = textFlaw(text, { multiline: MULTILINE.test(key) });
      if (flaw) return problem(400, 'TEXT_INVALID_CHARACTER', textFlawMessage(LABELS[key] ?? `Feltet ${field}`, flaw), { field });
      if (text !== value) (holder as Record<string | number, unknown>)[k] = text;
    }
  }
  return undefined;
};
