// Webhook administration with react-admin: an administrator subscribes a receiver, sees the signing secret once,
// edits the subscription, replays the feed to it (the delivery log fills, the signature checks out), rotates the
// secret and deletes the subscription; every step is checked through the API.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { assert, atPath, axe, eventually, expectH1, hidden, logIn, visible } from '../support.js';

/** An API call with the browser's session cookie (X-CSRF: 1). */
const apiCall = async (page, method, path, data) => {
  const response = await page.request.fetch(path, { method, headers: { 'X-CSRF': '1', Accept: 'application/json' }, ...(data ? { data } : {}) });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
};

/** A local receiver that answers 204 and keeps what it got (the test server allows private targets). */
const startReceiver = async () => {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
};

const secretField = (page) => page.getByRole('dialog').locator('input.webhook-secret');

export async function createEditReplayRotateAndDeleteAWebhook({ page, context, admin, screenshot, DESKTOP, MOBILE }) {
  const receiver = await startReceiver();
  try {
    const tag = randomBytes(3).toString('hex');
    const description = `E2E kart ${tag}`;
    await logIn(page, admin, '/webhooks');
    await expectH1(page, 'Webhooks');
    await visible(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Webhooks' }));
    await axe(page, '/webhooks');

    // create: errors only after an attempt
    await page.getByRole('link', { name: 'Legg til webhook' }).click();
    await atPath(page, /^\/webhooks\/create$/);
    await expectH1(page, 'Legg til webhook');
    const url = page.locator('input[name="url"]');
    await visible(url);
    assert.equal(await page.getByText('Oppgi adressen varslene skal sendes til.').count(), 0, 'no errors before an attempt');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await visible(page.getByText('Oppgi adressen varslene skal sendes til.'));
    await url.fill('kart.example.org/hook');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await visible(page.getByText('Ugyldig adresse. Oppgi en full adresse som begynner med https://.'));

    await url.fill(receiver.url);
    const chooser = page.locator('.webhook-subtree');
    await chooser.getByLabel('Velg delgren: søk etter navn').fill('Ursus');
    await chooser.getByRole('button', { name: 'Velg Ursus', exact: true }).click();
    await visible(chooser.locator('.webhook-subtree-choice', { hasText: 'Ursus (navne-id 1004)' }));
    await page.getByRole('checkbox', { name: 'Navn opprettet' }).check();
    await page.getByRole('checkbox', { name: 'Navn flyttet' }).check();
    assert.equal(await page.getByRole('checkbox', { name: 'Aktiv' }).isChecked(), true, 'a new webhook is active by default');
    await page.locator('textarea[name="description"]').fill(description);
    await screenshot('add-webhook-desktop');
    await page.getByRole('button', { name: 'Lagre' }).click();

    // the secret, once, with the warning and a copy button
    const dialog = page.getByRole('dialog', { name: 'Webhooken er lagret: kopier hemmeligheten' });
    await visible(dialog);
    await visible(page.getByText(`Webhooken til ${receiver.url} er opprettet.`));
    await visible(dialog.getByText(/Hemmeligheten vises bare denne ene gangen/));
    const secret = await secretField(page).inputValue();
    assert.match(secret, /^whsec_[A-Za-z0-9+/=]{20,}$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Kopier hemmeligheten' }).click();
    await visible(dialog.getByText('Hemmeligheten er kopiert.'));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret, 'the secret is on the clipboard');
    await axe(page, 'the secret dialog');
    await screenshot('webhook-secret-desktop');
    await dialog.getByRole('button', { name: 'Jeg har tatt vare på hemmeligheten' }).click();
    await hidden(dialog);
    await atPath(page, /^\/webhooks\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop());
    await expectH1(page, `Webhook: ${receiver.url}`);

    // on the server, and never again the secret
    const { status, body: created } = await apiCall(page, 'GET', `/api/v1/Webhooks/${encodeURIComponent(id)}`);
    assert.equal(status, 200);
    assert.equal(created.url, receiver.url);
    assert.equal(created.subtree, 1004);
    assert.deepEqual(created.types, ['name.created', 'name.moved']);
    assert.equal(created.active, true);
    assert.equal(created.description, description);
    assert.equal(created.secret, undefined);
    assert.equal(await page.getByText(secret).count(), 0, 'the secret is not on the page');
    await page.reload();
    await expectH1(page, `Webhook: ${receiver.url}`);
    assert.equal(await page.locator(`input[value="${secret}"]`).count(), 0, 'nor after a reload');

    // edit: description, the whole register, every kind
    const descriptionInput = page.locator('textarea[name="description"]');
    await eventually(
      () => descriptionInput.inputValue().catch(() => ''),
      (v) => v === description,
      'the form is filled in',
    );
    await visible(page.locator('.webhook-subtree-choice', { hasText: 'Ursus (navne-id 1004)' }));
    await axe(page, '/webhooks/{id}');
    await descriptionInput.fill(`${description} endret`);
    await page.locator('.webhook-subtree').getByRole('button', { name: 'Fjern delgren' }).click();
    await visible(page.locator('.webhook-subtree-choice', { hasText: 'Hele registeret' }));
    await page.getByRole('checkbox', { name: 'Navn opprettet' }).uncheck();
    await page.getByRole('checkbox', { name: 'Navn flyttet' }).uncheck();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await visible(page.getByText(`Endringene på webhooken til ${receiver.url} er lagret. Endret: delgren, hendelser og beskrivelse.`));
    const { body: edited } = await apiCall(page, 'GET', `/api/v1/Webhooks/${encodeURIComponent(id)}`);
    assert.equal(edited.description, `${description} endret`);
    assert.equal(edited.subtree, null);
    assert.equal(edited.types, null);
    await visible(page.locator('.webhook-status').getByText('Alle hendelser'));

    // the list shows it
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Webhooks' }).click();
    await atPath(page, /^\/webhooks$/);
    const row = page.locator('tr', { hasText: receiver.url });
    await visible(row);
    assert.match(await row.innerText(), new RegExp(`${description} endret`));
    assert.match(await row.innerText(), /Aktiv/);
    await page.setViewportSize(MOBILE);
    await visible(row);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page does not scroll sideways on a phone (${overflow} px)`);
    await screenshot('webhooks-mobile');
    await page.setViewportSize(DESKTOP);
    await row.getByRole('link', { name: receiver.url, exact: true }).click();
    await expectH1(page, `Webhook: ${receiver.url}`);

    // replay from the start: the receiver gets the feed, signed; the log shows it
    await page.getByRole('button', { name: 'Send på nytt fra start' }).click();
    const replay = page.getByRole('dialog', { name: 'Sende alt på nytt fra start?' });
    await replay.getByRole('button', { name: 'Send på nytt fra start' }).click();
    await visible(page.getByText('Alle hendelser sendes på nytt fra starten av endringsloggen.'));
    await eventually(
      () => receiver.received.length,
      (n) => n > 0,
      'the receiver gets deliveries',
      30_000,
    );
    const verified = new Webhook(secret).verify(receiver.received[0].body, receiver.received[0].headers);
    assert.ok(verified.type, 'the first delivery is signed with the secret shown once');
    const log = page.getByRole('region', { name: 'Leveringslogg' });
    await eventually(
      async () => {
        await page.getByRole('button', { name: 'Oppdater status og logg' }).click();
        return log.getByText('HTTP 204').count();
      },
      (n) => n > 0,
      'the delivery log shows the deliveries',
      30_000,
    );
    // the state is fetched with the log
    await eventually(
      () => page.locator('.webhook-status').innerText(),
      (text) => !/Siste levering\s+Ingen ennå/.test(text),
      'the last delivery shows in the state',
    );
    await screenshot('webhook-edit-desktop');

    // rotate: confirmation, then a new secret, once
    await page.getByRole('button', { name: 'Roter hemmelighet' }).click();
    const rotate = page.getByRole('dialog', { name: 'Roter hemmeligheten?' });
    await rotate.getByRole('button', { name: 'Roter hemmelighet' }).click();
    const rotated = page.getByRole('dialog', { name: 'Ny hemmelighet: kopier den' });
    await visible(rotated);
    const newSecret = await secretField(page).inputValue();
    assert.match(newSecret, /^whsec_/);
    assert.notEqual(newSecret, secret);
    await rotated.getByRole('button', { name: 'Jeg har tatt vare på hemmeligheten' }).click();
    await hidden(rotated);

    // delete: confirmation, back to the list, gone on the server
    await page.getByRole('button', { name: 'Slett webhook' }).click();
    const remove = page.getByRole('dialog', { name: 'Slette webhooken?' });
    await visible(remove.getByText(/kan ikke angres/));
    await remove.getByRole('button', { name: 'Slett webhook' }).click();
    await visible(page.getByText(`Webhooken til ${receiver.url} er slettet.`));
    await atPath(page, /^\/webhooks$/);
    await expectH1(page, 'Webhooks');
    await eventually(
      () => page.locator('tr', { hasText: receiver.url }).count(),
      (n) => n === 0,
      'the list no longer shows it',
    );
    assert.equal((await apiCall(page, 'GET', `/api/v1/Webhooks/${encodeURIComponent(id)}`)).status, 404);
  } finally {
    await receiver.close();
  }
}

export async function anonymousKeptOutOfWebhooks({ page }) {
  for (const path of ['/webhooks', '/webhooks/create']) {
    await page.goto(path);
    await expectH1(page, 'Innlogging kreves');
    assert.equal(await page.getByRole('link', { name: 'Legg til webhook' }).count(), 0);
  }
}
