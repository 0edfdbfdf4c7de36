import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ANONYMOUS } from '../api/session';
import { ADMIN, EDITOR, NO_ACCESS, renderPage } from '../test/render';
import { MenuBar } from './MenuBar';
import { isActivePath, menuItems } from './menu-items';

const labels = (...args: Parameters<typeof menuItems>) => menuItems(...args).map((item) => item.label);

describe('menu visibility (spec 1 §2, §6)', () => {
  it('shows statistics and about to everyone; glossary only on the front page variant', () => {
    expect(labels(ANONYMOUS, 'front')).toEqual(['Statistikk', 'Listesøk', 'Om Navnebase', 'Ordforklaringer']);
    expect(labels(ANONYMOUS, 'header')).toEqual(['Statistikk', 'Listesøk', 'Om Navnebase']);
    expect(labels(NO_ACCESS, 'header')).toEqual(['Statistikk', 'Listesøk', 'Om Navnebase']);
  });

  it('adds operations (and the user manual on the front page) with access', () => {
    expect(labels(EDITOR, 'front')).toEqual(['Statistikk', 'Listesøk', 'Om Navnebase', 'Ordforklaringer', 'Brukermanual', 'Operasjoner']);
    expect(labels(EDITOR, 'header')).toEqual(['Statistikk', 'Listesøk', 'Om Navnebase', 'Operasjoner']);
  });

  it('adds users, webhooks, the audit log, export and the API link for admins', () => {
    expect(labels(ADMIN, 'header')).toEqual([
      'Statistikk',
      'Listesøk',
      'Om Navnebase',
      'Operasjoner',
      'Brukere',
      'Webhooks',
      'Revisjonslogg',
      'Eksporter',
      'API',
    ]);
    expect(menuItems(ADMIN, 'header').find((item) => item.key === 'api')).toMatchObject({ to: '/api-docs', external: true });
  });

  it('highlights the active item by path', () => {
    const items = menuItems(ADMIN, 'header');
    const active = (path: string) => items.filter((item) => isActivePath(item, path)).map((item) => item.key);
    expect(active('/statistics')).toEqual(['statistics']);
    expect(active('/operations')).toEqual(['operations']);
    expect(active('/edit-user/4')).toEqual(['users']);
    expect(active('/webhooks/create')).toEqual(['webhooks']);
    expect(active('/name-info/5')).toEqual([]);
  });
});

describe('MenuBar', () => {
  const setWidth = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  };
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('marks the current page and opens the API documentation in a new tab', () => {
    setWidth(false);
    renderPage(<MenuBar variant="header" />, { path: '/statistics', session: ADMIN });
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).getByRole('link', { name: 'Statistikk' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Om Navnebase' })).not.toHaveAttribute('aria-current');
    const api = within(nav).getByRole('link', { name: /API/ });
    expect(api).toHaveAttribute('href', '/api-docs');
    expect(api).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Hovedsider/ })).not.toBeInTheDocument();
  });

  it('collapses the front page menu behind "Hovedsider" on narrow screens', () => {
    setWidth(true);
    renderPage(<MenuBar variant="front" />, { path: '/' });
    const toggle = screen.getByRole('button', { name: /Hovedsider/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Statistikk' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ordforklaringer' })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'Statistikk' })).not.toBeInTheDocument();
  });
});
