/**
 * Only a path on this site may be a return address: it starts with one `/`, and is not `//host` or `/\host`
 * (which browsers read as another site), and holds no backslash or control characters (browsers drop tabs and
 * newlines, turning `/\t/host` into `//host`). Anything else falls back to `/`. The answer is percent-encoded.
 */
export const safeReturnUrl = (value: unknown): string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = 'http://navnebase.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
};
