// Small helpers for the browser tests (plain playwright-core, no test framework).
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

export { assert };

/** Waits until the locator is visible. */
export const visible = async (locator, timeout) => {
  await locator.first().waitFor({ state: 'visible', ...(timeout ? { timeout } : {}) });
  return locator.first();
};

/** Waits until the locator is gone (hidden or detached). */
export const hidden = (locator) => locator.first().waitFor({ state: 'hidden' });

/** Waits until the page's path (and query) matches. */
export const atPath = (page, pattern) => page.waitForURL((url) => pattern.test(`${url.pathname}${url.search}${url.hash}`));

/** Polls until `read()` satisfies `check`, then answers the value (the last value goes into the error). */
export const eventually = async (read, check, message, timeout = 10_000) => {
  const end = Date.now() + timeout;
  let value;
  for (;;) {
    value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new assert.AssertionError({ message: `${message} (last value: ${JSON.stringify(value)})` });
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** The page's main heading text. */
export const h1 = (page) => page.getByRole('heading', { level: 1 }).first().innerText();

/** Waits until the page's main heading matches (a route change renders the new page a moment after the URL). */
export const expectH1 = (page, pattern) =>
  eventually(
    () => h1(page).catch(() => ''),
    (text) => (typeof pattern === 'string' ? text === pattern : pattern.test(text)),
    `the main heading should match ${pattern}`,
  );

/**
 * Waits until running transitions and finite animations end (a dialog fading in, a panel opening), at most 3 s:
 * axe measures colour contrast as drawn, and a half-faded dialog has too little. Spinners that never end are skipped.
 */
const settle = (page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );

/** Axe scan (WCAG 2.1 A and AA): fails on serious or critical violations. Answers all violations. */
export const axe = async (page, label) => {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const severe = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (severe.length > 0) {
    const text = severe
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n      ${v.nodes
            .slice(0, 5)
            .map((n) => n.target.join(' '))
            .join('\n      ')}`,
      )
      .join('\n    ');
    throw new assert.AssertionError({ message: `axe found serious or critical violations on ${label}:\n    ${text}` });
  }
  return result.violations;
};

/** Expands a tree node by its name (the toggle button "Åpne <name>"), waiting for its children. */
export const openTreeNode = async (page, name, tree = page) => {
  const toggle = tree.getByRole('button', { name: `Åpne ${name}`, exact: true });
  await visible(toggle);
  await toggle.click();
  await visible(tree.getByRole('button', { name: `Lukk ${name}`, exact: true }));
};

/** Norwegian date of today, as the page shows it: dd.mm.åååå (the browser runs in Norway's time zone, see run.js). */
export const norwegianDate = (date = new Date()) =>
  new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** The date in Norway (yyyy-mm-dd), as the API reads a date: whatever the time zone of the machine running the tests. */
export const isoDate = (date = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(date);

/** Logs in through the login form and waits for the return page. */
export const logIn = async (page, { email, password }, returnUrl) => {
  await page.goto(`/bff/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnUrl);
};

/**
 * The confirmation of a saved change on the page the operation led to: the message bar (kind info, a status in a
 * polite live region) saying what was saved. With `dismiss`, "OK" closes it.
 */
export const expectSaved = async (page, text, { dismiss = false } = {}) => {
  const bar = await visible(page.getByTestId('message-bar'));
  await eventually(
    () => bar.innerText(),
    (t) => t.startsWith(text),
    `the message bar confirms "${text}"`,
  );
  assert.equal(await bar.getAttribute('role'), 'status', 'a confirmation is a status, not an alert');
  assert.ok((await bar.getAttribute('class')).includes('MuiAlert-colorInfo'), 'a confirmation is of kind info');
  assert.equal(await page.locator('.message-bar-region').getAttribute('aria-live'), 'polite', 'a confirmation is announced');
  if (dismiss) {
    await bar.getByRole('button', { name: 'OK' }).click();
    await bar.waitFor({ state: 'detached' });
  }
};
