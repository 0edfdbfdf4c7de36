/** Norwegian labels and plain text of the fields the audit shows before and after. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'Id',
  taxonId: 'Takson-id',
  parentId: 'Overordnet takson-id',
  scientificName: 'Vitenskapelig navn',
  author: 'Autor',
  rank: 'Rang',
  taxonomicStatus: 'Taksonomisk status',
  nomenclaturalStatuses: 'Nomenklatorisk status',
  attributes: 'Attributter',
  references: 'Referanser',
  comment: 'Kommentar',
  speciesComplex: 'Artskompleks',
  sourceId: 'Kilde-id',
  existsInNorway: 'Finnes i Norge',
  vernacularNames: 'Populærnavn',
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  email: 'E-post',
  institution: 'Institusjon',
  hasAccess: 'Aktiv',
  isAdmin: 'Administrator',
  userPermissions: 'Tilganger',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

export const RECORD_KIND_LABELS = { name: 'Vitenskapelig navn', taxon: 'Takson', user: 'Bruker' } as const;

const itemText = (item: unknown): string => {
  if (item === null || typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  if (typeof o.vernacularName === 'string')
    return `${o.vernacularName} (${String(o.languageIsoCode ?? '')}${o.status === 'Recommended' ? ', anbefalt' : ''})`;
  if (typeof o.reference === 'string') return o.reference;
  if (typeof o.nameString === 'string') return o.nameString;
  return JSON.stringify(item);
};

/** A field's value as text: "–" for nothing, Ja/Nei, lists joined. */
export const valueText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(itemText).join('; ');
  if (typeof value === 'object') return itemText(value);
  return String(value);
};

/** The fields of a record's images, changed ones first. */
export const fieldsOf = (record: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changedFields: string[];
}): string[] => {
  const all = [...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})])];
  const changed = new Set(record.changedFields);
  return [...all.filter((f) => changed.has(f)), ...all.filter((f) => !changed.has(f))];
};
