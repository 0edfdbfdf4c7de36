import type { NameAttribute } from '../taxonomy/statuses.js';
import { Errors } from './errors.js';

/**
 * Legacy flags (spec 1 §1, spec 2 §1): "name only for use in collection" exists on names from the old register
 * and cannot be set. A request may repeat a flag the name already has, or leave it out; either way a stored flag is
 * kept, and a flag the name does not have is refused (a new name has none).
 */
export const LEGACY_ATTRIBUTES: readonly NameAttribute[] = ['CollectionOnly'];

export const isLegacyAttribute = (attribute: NameAttribute): boolean => LEGACY_ATTRIBUTES.includes(attribute);

/** The attributes a request sets, with the stored legacy flags kept; throws when it tries to set a legacy flag. */
export const withLegacyAttributesKept = (sent: readonly NameAttribute[], stored: readonly NameAttribute[] = []): NameAttribute[] => {
  const added = sent.find((a) => isLegacyAttribute(a) && !stored.includes(a));
  if (added) throw Errors.legacyAttributeNotSettable();
  return [...sent.filter((a) => !isLegacyAttribute(a)), ...stored.filter(isLegacyAttribute)];
};
