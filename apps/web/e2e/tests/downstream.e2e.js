// Downstream services: a change made in the editor screens reaches the feed page, an open live stream (SSE) and a
// webhook receiver, whose Standard Webhooks signature check passes (and fails for a tampered body).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { assert, atPath, eventually, expectH1, logIn, visible } from '../support.js';

/** Reads Server-Sent Events from a URL into `messages` until `close()`. */
const openStream = async (url) => {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
  const messages = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (data) messages.push(JSON.parse(data));
        }
      }
    } catch {
      // closed
    }
  })();
  return { status: response.status, messages, close: () => abort.abort() };
};

export async function editorChangeReachesFeedStreamAndWebhook({ page, admin, baseUrl }) {
  const received = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  let stream;
  try {
    // where the feed stands now (public: no session, no CSRF header)
    let cursor = '';
    for (;;) {
      const page = await (await fetch(`${baseUrl}/api/v1/Feed?after=${cursor}&limit=1000`)).json();
      cursor = page.next;
      if (page.events.length === 0) break;
    }
    stream = await openStream(`${baseUrl}/api/v1/Feed/Stream?after=${cursor}`);
    assert.equal(stream.status, 200);

    // the administrator subscribes a local receiver (the test server allows private targets)
    await logIn(page, admin, '/edit-vernacular-names?id=1011');
    const hook = await page.request.fetch('/api/v1/Webhooks', {
      method: 'POST',
      headers: { 'X-CSRF': '1' },
      data: { url: `http://127.0.0.1:${receiver.address().port}/hook`, types: ['vernacular-names.changed'], description: 'Nedstrøms test' },
    });
    assert.equal(hook.status(), 201);
    const { id, secret } = await hook.json();

    // the change, made in the screen
    await expectH1(page, 'Rediger populærnavn');
    const nn = page.locator('section[data-language="nn"]');
    await nn.getByRole('button', { name: 'Legg til navn på norsk, nynorsk' }).click();
    const box = nn.getByRole('textbox', { name: /^Populærnavn \d \(nn\)$/ }).last();
    await box.fill('nedstrømsrev');
    const recommended = nn.getByRole('radio', { name: 'Anbefalt navn: nedstrømsrev' });
    if ((await recommended.count()) > 0) await recommended.check();
    await page.getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill('Til kartet');
    await page.getByRole('button', { name: 'Publiser' }).click();
    await atPath(page, /^\/name-info\/1011$/);
    await visible(page.getByRole('complementary', { name: 'Takson' }).getByText('nedstrømsrev'));

    const isOurs = (event) =>
      event.type === 'no.navnebase.register.v1.vernacular-names.changed' &&
      event.data.remark === 'Til kartet' &&
      event.data.taxa.some((t) => t.vernacularNames.some((v) => v.vernacularName === 'nedstrømsrev' && v.language === 'nn'));

    // the feed page
    const page2 = await (await fetch(`${baseUrl}/api/v1/Feed?after=${cursor}`)).json();
    assert.ok(page2.events.some(isOurs), `the change is on the feed page: ${JSON.stringify(page2.events.map((e) => e.type))}`);
    // the live stream
    await eventually(
      () => stream.messages.some(isOurs),
      (found) => found,
      'the change arrives on the open stream',
    );
    // the webhook, signed
    const [delivery] = await eventually(
      () => received.filter((r) => isOurs(JSON.parse(r.body))),
      (list) => list.length > 0,
      'the change arrives at the webhook receiver',
    );
    const verifier = new Webhook(secret);
    assert.ok(isOurs(verifier.verify(delivery.body, delivery.headers)), 'the signature checks out');
    assert.throws(() => verifier.verify(delivery.body.replace('nedstrømsrev', 'nedstromsrev'), delivery.headers), 'a tampered body fails the check');

    const removed = await page.request.fetch(`/api/v1/Webhooks/${id}`, { method: 'DELETE', headers: { 'X-CSRF': '1' } });
    assert.equal(removed.status(), 204);
  } finally {
    stream?.close();
    await new Promise((resolve) => receiver.close(resolve));
  }
}
