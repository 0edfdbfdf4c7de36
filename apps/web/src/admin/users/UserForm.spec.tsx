import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createQueryClient, Providers } from '../../providers';
import { fakeFetch, type FakeRoute } from '../../screens/export/fake-fetch.testing';
import { ADMIN } from '../../test/render';
import AdminApp from '../AdminApp';

const KARI = {
  id: 7,
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.org',
  institution: 'NTNU',
  hasAccess: true,
  isAdmin: false,
  userPermissions: [{ nameId: 1004, nameString: 'Ursus' }],
  hasPassword: false,
  hasExternalLogin: false,
};

const ADA = { ...KARI, id: 1, firstName: 'Ada', lastName: 'Admin', email: 'admin@navnebase.test', isAdmin: true, userPermissions: [] };

const baseRoutes: FakeRoute[] = [
  ['GET', '/api/v1/Users/LoggedInUserInfo', () => ({ json: { id: 1, name: 'Ada Admin', hasAccess: true, isAdmin: true } })],
  ['GET', /\/api\/v1\/TaxonName\/Children\//, () => ({ json: [] })],
];

function LocationProbe({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

const renderAdmin = (path: string) => {
  const location: { current: Location | null } = { current: null };
  render(
    <Providers queryClient={createQueryClient()} session={ADMIN}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={location} />
        <Routes>
          <Route path="/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return location;
};

describe('user form (react-admin)', () => {
  // react-admin scrolls to the top after a redirect; jsdom has no scrolling
  beforeAll(() => {
    window.scrollTo = () => undefined;
  });

  it("marks the required fields and shows the spec's texts after submit, without saving", async () => {
    const fetch = fakeFetch(baseRoutes);
    renderAdmin('/add-user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legg til bruker' })).toBeInTheDocument();
    for (const label of ['Fornavn', 'Etternavn', 'Epost']) expect(screen.getByLabelText(new RegExp(`^${label}\\s*\\*`))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Institusjon$/)).toBeInTheDocument();
    // nothing shows before submit
    expect(screen.queryByText('Fornavn er obligatorisk.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Fornavn er obligatorisk.')).toBeInTheDocument();
    expect(screen.getByText('Etternavn er obligatorisk.')).toBeInTheDocument();
    expect(screen.getByText('Epost er obligatorisk.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Epost/), 'ikke-en-epost');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Epost må skrives i riktig format.')).toBeInTheDocument();
    expect(fetch.to('POST', '/AddUser')).toHaveLength(0);
  });

  it('requires Aktiv for an administrator and hides the permission chooser for admins', async () => {
    fakeFetch(baseRoutes);
    renderAdmin('/add-user');
    await screen.findByRole('heading', { level: 1, name: 'Legg til bruker' });
    expect(screen.getByRole('group', { name: 'Tilganger' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    expect(screen.queryByRole('group', { name: 'Tilganger' })).not.toBeInTheDocument();
    expect(screen.getByText('Administratorer har tilgang til alt.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(/En administrator må være aktiv/)).toBeInTheDocument();
  });

  it('creates a user with POST Users/AddUser (X-CSRF), alerts and goes back to /users', async () => {
    const fetch = fakeFetch([
      ...baseRoutes,
      ['POST', '/api/v1/Users/AddUser', (request) => ({ json: { ...KARI, ...(request.body as object), id: 7 } })],
      ['GET', /\/api\/v1\/Users\?/, () => ({ json: [ADA, KARI], headers: { 'Content-Range': 'users 0-1/2' } })],
    ]);
    const location = renderAdmin('/add-user');
    await screen.findByRole('heading', { level: 1, name: 'Legg til bruker' });
    await userEvent.type(screen.getByLabelText(/^Fornavn/), 'Kari');
    await userEvent.type(screen.getByLabelText(/^Etternavn/), 'Nordmann');
    await userEvent.type(screen.getByLabelText(/^Epost/), 'kari@example.org');
    await userEvent.type(screen.getByLabelText(/^Institusjon/), 'NTNU');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Brukeren Kari Nordmann er opprettet.')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/users'));
    const [post] = fetch.to('POST', '/api/v1/Users/AddUser');
    expect(post!.headers['x-csrf']).toBe('1');
    expect(post!.body).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.org',
      institution: 'NTNU',
      hasAccess: true,
      isAdmin: false,
      userPermissions: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brukere' })).toBeInTheDocument();
  });

  it('shows a server refusal (e-mail in use) in Norwegian by the field, and stays', async () => {
    fakeFetch([
      ...baseRoutes,
      [
        'POST',
        '/api/v1/Users/AddUser',
        () => ({
          status: 409,
          json: { status: 409, errorCode: 'EMAIL_TAKEN', detail: 'Det finnes allerede en bruker med denne eposten.', field: 'email' },
        }),
      ],
    ]);
    const location = renderAdmin('/add-user');
    await screen.findByRole('heading', { level: 1, name: 'Legg til bruker' });
    await userEvent.type(screen.getByLabelText(/^Fornavn/), 'Kari');
    await userEvent.type(screen.getByLabelText(/^Etternavn/), 'Nordmann');
    await userEvent.type(screen.getByLabelText(/^Epost/), 'kari@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    const texts = await screen.findAllByText('Det finnes allerede en bruker med denne eposten.');
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(location.current?.pathname).toBe('/add-user');
  });

  it('edits a user: title with the name, saved with PUT Users/UpdateUser/{id}, alert, back to /users', async () => {
    const fetch = fakeFetch([
      ...baseRoutes,
      ['GET', '/api/v1/Users/7', () => ({ json: KARI })],
      ['PUT', '/api/v1/Users/UpdateUser/7', (request) => ({ json: { ...KARI, ...(request.body as object) } })],
      ['GET', /\/api\/v1\/Users\?/, () => ({ json: [ADA, KARI], headers: { 'Content-Range': 'users 0-1/2' } })],
    ]);
    const location = renderAdmin('/edit-user/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rediger bruker: Kari Nordmann' })).toBeInTheDocument();
    const permissions = screen.getByRole('list', { name: 'Valgte tilganger' });
    expect(within(permissions).getByText('Ursus')).toBeInTheDocument();
    await userEvent.click(within(permissions).getByRole('button', { name: 'Fjern Ursus' }));
    const institution = screen.getByLabelText(/^Institusjon/);
    await userEvent.clear(institution);
    await userEvent.type(institution, 'NINA');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Brukeren Kari Nordmann er oppdatert.')).toBeInTheDocument();
    await waitFor(() => expect(location.current?.pathname).toBe('/users'));
    const [put] = fetch.to('PUT', '/api/v1/Users/UpdateUser/7');
    expect(put!.headers['x-csrf']).toBe('1');
    expect(put!.body).toMatchObject({ institution: 'NINA', userPermissions: [] });
    expect(put!.body).not.toHaveProperty('password');
  });

  it("lists users with status, permissions, the admin tag and one's own entry", async () => {
    const fetch = fakeFetch([
      ...baseRoutes,
      ['GET', /\/api\/v1\/Users\?/, () => ({ json: [ADA, { ...KARI, hasAccess: false }], headers: { 'Content-Range': 'users 0-1/2' } })],
    ]);
    renderAdmin('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brukere' })).toBeInTheDocument();
    const kari = (await screen.findByText('Kari Nordmann')).closest('tr')!;
    expect(within(kari).getByText('Deaktivert')).toBeInTheDocument();
    expect(within(kari).getByText('Ursus')).toBeInTheDocument();
    expect(within(kari).getByRole('link', { name: /Rediger/ })).toHaveAttribute('href', '/edit-user/7');
    const ada = screen.getByText('Ada Admin').closest('tr')!;
    expect(within(ada).getByText('Du er logget inn som')).toBeInTheDocument();
    expect(within(ada).getByText('Administrator')).toBeInTheDocument();
    expect(within(ada).getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legg til ny bruker' })).toHaveAttribute('href', '/add-user');
    const list = fetch.to('GET', '/api/v1/Users?')[0]!;
    expect(decodeURIComponent(list.url)).toContain('sort=["lastName","ASC"]');
    expect(decodeURIComponent(list.url)).toContain('range=[0,24]');
    expect(list.headers['x-csrf']).toBe('1');
  });
});
