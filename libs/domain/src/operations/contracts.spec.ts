import { describe, expect, it } from '@jest/globals';
import { operationPath } from './contracts.js';

describe('The paths of the taxonomic operations (spec 2 §7)', () => {
  it('puts each operation under /api/v1/TaxonomicOperations/ by its name', () => {
    expect(operationPath('AddTaxon')).toBe('/api/v1/TaxonomicOperations/AddTaxon');
    expect(operationPath('Delete')).toBe('/api/v1/TaxonomicOperations/Delete');
  });
});
