import { Errors } from '@navnebase/domain';

const INTEGER = /^-?\d{1,16}$/;

/** Parses a scientific name id from a path or query parameter; a non-numeric id is a 400 with the spec's text. */
export const parseScientificNameId = (value: unknown): number => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value !== 'string' || !INTEGER.test(value.trim())) throw Errors.invalidScientificNameId();
  const id = Number(value.trim());
  if (!Number.isSafeInteger(id)) throw Errors.invalidScientificNameId();
  return id;
};

export const parseTaxonId = (value: unknown): number => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value !== 'string' || !INTEGER.test(value.trim())) throw Errors.invalidTaxonId();
  const id = Number(value.trim());
  if (!Number.isSafeInteger(id)) throw Errors.invalidTaxonId();
  return id;
};
