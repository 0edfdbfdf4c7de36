import { createHash } from 'node:crypto';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Source Sans 3","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#f4f5f2}
header{background:#1f4e3d;color:#fff}
header a{display:flex;align-items:center;gap:.75rem;max-width:1200px;margin:0 auto;padding:.75rem 1rem;color:#fff;text-decoration:none}
header .title{display:block;font-size:1.5rem;font-weight:700;line-height:1.2}
header .tagline{display:block;font-size:.9rem;opacity:.9}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{margin:0 0 1rem;font-size:1.6rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.6rem;font:inherit;border:1px solid #6b6b6b;border-radius:.25rem}
input:focus,button:focus,a:focus{outline:3px solid #1f6feb;outline-offset:2px}
button,.button{display:block;width:100%;margin-top:1.5rem;padding:.7rem;font:inherit;font-weight:600;text-align:center;color:#fff;background:#1c5b3a;border:0;border-radius:.25rem;cursor:pointer;text-decoration:none}
.button.secondary{color:#1c5b3a;background:#fff;border:2px solid #1c5b3a}
.error{margin:0 0 1rem;padding:.75rem;color:#7a0000;background:#fdecec;border-left:4px solid #b00020}
.or{margin:1.5rem 0 0;text-align:center;color:#555}
.back{margin-top:1.5rem}
a{color:#1c5b3a}
`;

/** The hash that lets the page's one inline style through the Content-Security-Policy. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export const LOGIN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
} as const;

export interface LoginPageOptions {
  readonly returnUrl: string;
  readonly username?: string;
  readonly error?: string;
  /** Offered when an external identity provider is configured. */
  readonly external?: { readonly name: string; readonly href: string };
}

/**
 * The login form of GET /bff/login: plain HTML that works without JavaScript, under the product's header (logo,
 * name and tagline, linking home, in the app's colours and fonts), with labelled fields, the error announced to
 * screen readers and the focus where the user continues.
 */
export const loginPage = ({ returnUrl, username = '', error, external }: LoginPageOptions): string => `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${error ? 'Feil ved innlogging – ' : ''}Logg inn – Navnebase</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<a href="/">
<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#ffffff" fill-opacity="0.15"/><path d="M16 6c-5 4-7 9-7 13a7 7 0 0 0 14 0c0-4-2-9-7-13zm0 6v14" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/></svg>
<span><span class="title">Navnebase</span><span class="tagline">Navne- og taksonomiforvaltning for arter i Norge</span></span>
</a>
</header>
<main>
<h1>Logg inn</h1>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/bff/login">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<label for="username">E-post</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(username)}"${
  error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
}${error && username ? '' : ' autofocus'}>
<label for="password">Passord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${
  error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
}${error && username ? ' autofocus' : ''}>
<button type="submit">Logg inn</button>
</form>
${
  external
    ? `<p class="or">eller</p>
<a class="button secondary" href="${escapeHtml(external.href)}">Logg inn med ${escapeHtml(external.name)}</a>`
    : ''
}
<p class="back"><a href="/">Tilbake til navnebasen</a></p>
</main>
</body>
</html>
`;
