// `npm run screenshots`: pictures of the main screens for a visitor and an administrator, at 1280 and 375 px, into
// docs/screenshots/. Run by the browser-test runner (a fresh demo register), not part of the test suite.
import { logIn, visible } from '../support.js';

const VISITOR = [
  { name: 'front', path: '/', ready: (page) => page.getByRole('link', { name: 'Animalia', exact: true }) },
  { name: 'search', path: '/search?searchString=bj%C3%B8rn', ready: (page) => page.locator('a.search-result').first() },
  { name: 'name-page', path: '/name-info/1005', ready: (page) => page.locator('li.change-entry').first() },
  { name: 'statistics', path: '/statistics', ready: (page) => page.getByRole('table', { name: 'Populærnavn per språk' }) },
];

const ADMIN = [
  { name: 'operations', path: '/operations', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'merge', path: '/merge?id=1005', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'users', path: '/users', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'audit', path: '/audit', ready: (page) => page.locator('tr.audit-entry').first() },
];

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 375, height: 812 }],
];

const shoot = async ({ page, screenshot }, pages, who) => {
  for (const [label, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const p of pages) {
      await page.goto(p.path);
      await visible(p.ready(page));
      await screenshot(`${who}-${p.name}-${label}`);
    }
  }
};

export async function visitorScreens(ctx) {
  await shoot(ctx, VISITOR, 'visitor');
}

export async function administratorScreens(ctx) {
  await logIn(ctx.page, ctx.admin, '/operations');
  await shoot(ctx, ADMIN, 'admin');
}
