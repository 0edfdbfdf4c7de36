import type { I18nProvider } from 'react-admin';

type Messages = { readonly [key: string]: string | Messages };

/**
 * The Norwegian (bokmål) texts react-admin shows in the user administration. Keys follow react-admin's
 * `ra.*` catalogue; only what these screens can show is here. A missing key falls back to the text given with it
 * (`_`), else to the key itself, so plain Norwegian texts (the validation messages) pass through unchanged.
 */
export const nbMessages: Messages = {
  ra: {
    action: {
      add: 'Legg til',
      back: 'Tilbake',
      cancel: 'Avbryt',
      clear_input_value: 'Tøm feltet',
      close: 'Lukk',
      confirm: 'Bekreft',
      create: 'Legg til',
      edit: 'Rediger',
      list: 'Liste',
      refresh: 'Oppdater',
      remove: 'Fjern',
      remove_filter: 'Fjern dette filteret',
      reset: 'Tilbakestill',
      save: 'Lagre',
      search: 'Søk',
      sort: 'Sorter',
      undo: 'Angre',
      open: 'Åpne',
      select_all: 'Velg alle',
      select_row: 'Velg raden',
      unselect: 'Fjern valget',
      bulk_actions: '1 valgt |||| %{smart_count} valgt',
    },
    boolean: { true: 'Ja', false: 'Nei', null: ' ' },
    page: {
      create: 'Legg til %{name}',
      edit: '%{name} %{recordRepresentation}',
      error: 'Noe gikk galt',
      list: '%{name}',
      loading: 'Laster',
      not_found: 'Finnes ikke',
      empty: 'Ingen %{name} ennå.',
      invite: 'Vil du legge til en?',
      access_denied: 'Ingen tilgang',
      authentication_error: 'Innloggingsfeil',
    },
    input: {
      password: { toggle_visible: 'Skjul passordet', toggle_hidden: 'Vis passordet' },
    },
    message: {
      error: 'Noe gikk galt, og forespørselen kunne ikke fullføres.',
      invalid_form: 'Skjemaet er ugyldig. Se over de markerte feltene.',
      loading: 'Vent litt...',
      no: 'Nei',
      yes: 'Ja',
      not_found: 'Siden finnes ikke. Sjekk adressen.',
      unsaved_changes: 'Noen av endringene er ikke lagret. Vil du forlate siden likevel?',
      are_you_sure: 'Er du sikker?',
      access_denied: 'Du har ikke tilgang til denne siden.',
      details: 'Detaljer',
      placeholder_data_warning: 'Nettverksfeil: kunne ikke oppdatere dataene.',
    },
    navigation: {
      clear_filters: 'Fjern filtrene',
      no_filtered_results: 'Ingen brukere passer med søket.',
      no_results: 'Ingen brukere',
      no_more_results: 'Side %{page} finnes ikke. Gå til forrige side.',
      page_out_of_boundaries: 'Side %{page} finnes ikke',
      page_out_from_end: 'Dette er siste side',
      page_out_from_begin: 'Dette er første side',
      page_range_info: '%{offsetBegin}–%{offsetEnd} av %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} av flere enn %{offsetEnd}',
      current_page: 'Side %{page}',
      page: 'Gå til side %{page}',
      first: 'Gå til første side',
      last: 'Gå til siste side',
      next: 'Gå til neste side',
      previous: 'Gå til forrige side',
      page_rows_per_page: 'Rader per side:',
      skip_nav: 'Hopp til innholdet',
    },
    sort: { sort_by: 'Sorter etter %{field_lower_first} %{order}', ASC: 'stigende', DESC: 'synkende' },
    notification: {
      updated: 'Oppdatert |||| %{smart_count} oppdatert',
      created: 'Lagt til',
      deleted: 'Slettet |||| %{smart_count} slettet',
      bad_item: 'Ugyldig element',
      item_doesnt_exist: 'Finnes ikke',
      http_error: 'Feil i kommunikasjonen med tjenesten',
      data_provider_error: 'Feil ved henting av data. Se konsollen for detaljer.',
      canceled: 'Handlingen er avbrutt',
      logged_out: 'Økten er avsluttet. Logg inn på nytt.',
      not_authorized: 'Du har ikke tilgang til dette.',
      offline: 'Ingen nettforbindelse. Kunne ikke hente data.',
    },
    validation: {
      required: 'Obligatorisk',
      minLength: 'Må ha minst %{min} tegn',
      maxLength: 'Kan ha høyst %{max} tegn',
      email: 'Epost må skrives i riktig format.',
    },
  },
};

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** "one |||| many" chosen by smart_count, then %{name} filled in. */
export const interpolate = (text: string, options: Readonly<Record<string, unknown>> = {}): string => {
  let chosen = text;
  if (text.includes('||||')) {
    const [one, many] = text.split('||||').map((s) => s.trim());
    chosen = Number(options.smart_count ?? 1) === 1 ? one! : (many ?? one!);
  }
  return chosen.replace(/%\{(\w+)\}/g, (match, name: string) => (options[name] === undefined ? match : String(options[name])));
};

export const translate = (key: string, options: Readonly<Record<string, unknown>> = {}): string => {
  const found = lookup(nbMessages, key);
  if (found !== undefined) return interpolate(found, options);
  if (typeof options._ === 'string') return interpolate(options._, options);
  return key;
};

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: async () => undefined,
  getLocale: () => 'nb',
  getLocales: () => [{ locale: 'nb', name: 'Norsk bokmål' }],
};
