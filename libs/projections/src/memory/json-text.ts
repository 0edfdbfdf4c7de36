/**
 * Cached answers carry their JSON text under this symbol (not enumerable, so it is invisible to callers), and the
 * HTTP layer's reply serializer sends it instead of serialising the same large object again on every request.
 */
export const JSON_TEXT = Symbol.for('navnebase.jsonText');

/** Attaches the JSON text to an answer that will not change while it is cached. */
export const withJsonText = <T extends object>(value: T): T => {
  Object.defineProperty(value, JSON_TEXT, { value: JSON.stringify(value), enumerable: false });
  return value;
};

/** Attaches a JSON text already made (it must be the value's `JSON.stringify`). */
export const withGivenJsonText = <T extends object>(value: T, text: string): T => {
  Object.defineProperty(value, JSON_TEXT, { value: text, enumerable: false });
  return value;
};

/** The JSON of a payload: its cached text when it has one. */
export const serializeJson = (payload: unknown): string =>
  (payload !== null && typeof payload === 'object' && (payload as { [JSON_TEXT]?: string })[JSON_TEXT]) || JSON.stringify(payload);
