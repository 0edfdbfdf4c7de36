import { Fragment } from 'react';

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Splits the API's presentation HTML (escaped text with <i>…</i>) into plain and italic parts. */
export const parseNameHtml = (html: string): { text: string; italic: boolean }[] =>
  html
    .split(/(<i>.*?<\/i>)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('<i>') && part.endsWith('</i>')
        ? { text: unescape(part.slice(3, -4)), italic: true }
        : { text: unescape(part.replace(/<[^>]*>/g, '')), italic: false },
    );

/** A scientific name as the API formats it: italics for genus and below, never raw HTML. */
export function NameHtml({ html, fallback }: { html?: string; fallback?: string }) {
  if (!html) return <>{fallback ?? ''}</>;
  return (
    <>
      {parseNameHtml(html).map((part, index) => (
        <Fragment key={index}>{part.italic ? <i>{part.text}</i> : part.text}</Fragment>
      ))}
    </>
  );
}
