/**
 * Cached answers carry their JSON under this symbol (not enumerable, so it is invisible to callers), as UTF-8 bytes,
 * and the HTTP layer's reply serializer sends those bytes instead of serialising the same large object again on
 * every request. Bytes rather than a string: a string of 100 KB had to be measured (`Buffer.byteLength`) and encoded
 * to UTF-8 again for every request, three quarters of the CPU of a page of 200 children.
 */
export const JSON_BYTES = Symbol.for('navnebase.jsonBytes');

/** The UTF-8 bytes of a value's JSON. */
export const jsonBytesOf = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

/** Attaches the JSON bytes to an answer that will not change while it is cached. */
export const withJsonBytes = <T extends object>(value: T): T => withGivenJsonBytes(value, jsonBytesOf(value));

/** Attaches JSON bytes already made (they must be the value's `JSON.stringify`, in UTF-8). */
export const withGivenJsonBytes = <T extends object>(value: T, bytes: Buffer): T => {
  Object.defineProperty(value, JSON_BYTES, { value: bytes, enumerable: false });
  return value;
};

/** The length of the JSON bytes attached to a value (0 when it has none). */
export const jsonByteLengthOf = (value: object): number => (value as { [JSON_BYTES]?: Buffer })[JSON_BYTES]?.length ?? 0;

/** The JSON of a payload: its cached bytes when it has them, else its text. */
export const serializeJson = (payload: unknown): string | Buffer =>
  (payload !== null && typeof payload === 'object' && (payload as { [JSON_BYTES]?: Buffer })[JSON_BYTES]) || JSON.stringify(payload);
