import { Errors } from '@navnebase/domain';

/** A yes/no query parameter: true/1/ja/yes or false/0/nei/no (left out: false); anything else is a 400 naming the field. */
export const queryFlag = (value: unknown, field: string): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'ja', 'yes'].includes(text)) return true;
  if (['false', '0', 'nei', 'no'].includes(text)) return false;
  throw Errors.invalidRequest(`Ugyldig verdi for ${field}: bruk true eller false.`, field);
};
