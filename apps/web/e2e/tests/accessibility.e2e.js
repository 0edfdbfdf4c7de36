// Axe scan of every public page (no serious or critical violations) and screenshots at desktop and mobile width.
import { assert, axe, visible } from '../support.js';

const PAGES = [
  { name: 'front', path: '/', ready: (page) => page.getByRole('link', { name: 'Animalia', exact: true }) },
  { name: 'search', path: '/search?searchString=bj%C3%B8rn', ready: (page) => page.locator('a.search-result') },
  { name: 'name-info', path: '/name-info/1005', ready: (page) => page.locator('li.change-entry') },
  { name: 'name-info-synonym', path: '/name-info/20014', ready: (page) => page.locator('.main-name-link') },
  { name: 'statistics', path: '/statistics', ready: (page) => page.getByRole('table', { name: 'Populærnavn per språk' }) },
  { name: 'glossary', path: '/glossary', ready: (page) => page.locator('#rank-Species') },
  { name: 'about', path: '/about', ready: (page) => page.getByRole('heading', { name: 'Sitering' }) },
  { name: 'export', path: '/export', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'not-found', path: '/denne/finnes/ikke', ready: (page) => page.getByRole('heading', { name: 'Denne siden finnes ikke' }) },
  { name: 'invalid-id', path: '/name-info/abc', ready: (page) => page.getByText('Vitenskapelig navne-id er ugyldig.') },
];

const scanAll = async ({ page, screenshot }, viewport, label) => {
  await page.setViewportSize(viewport);
  const minor = [];
  for (const p of PAGES) {
    await page.goto(p.path);
    await visible(p.ready(page));
    const violations = await axe(page, `${p.path} (${label})`);
    minor.push(...violations.map((v) => `${p.path}: ${v.impact} ${v.id}`));
    await screenshot(`${p.name}-${label}`);
  }
  if (minor.length) console.log(`      axe, moderate or minor (${label}): ${minor.join('; ')}`);
};

export async function axeAndScreenshotsDesktop(ctx) {
  await scanAll(ctx, ctx.DESKTOP, 'desktop');
}

export async function axeAndScreenshotsMobile(ctx) {
  await scanAll(ctx, ctx.MOBILE, 'mobile');
}

/** The search suggestions and an opened mobile menu are scanned too. */
export async function axeOpenWidgets({ page, screenshot, MOBILE }) {
  await page.goto('/');
  await page.getByRole('combobox', { name: /Søk etter vitenskapelig navn/ }).click();
  await page.keyboard.type('gran', { delay: 30 });
  await visible(page.getByRole('option'));
  await page.keyboard.press('ArrowDown');
  await axe(page, 'front page with suggestions');
  await screenshot('front-suggestions-desktop');
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.getByRole('button', { name: /Hovedsider/ }).click();
  await visible(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Statistikk' }));
  await axe(page, 'front page with the mobile menu open');
  await screenshot('front-menu-open-mobile');
  assert.ok(true);
}
