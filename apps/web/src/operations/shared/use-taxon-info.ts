import { useQuery } from '@tanstack/react-query';
import { taxonInfoQuery } from './operations-api';

/** The taxon name info of a scientific name id (undefined: nothing to fetch). Shares its cache with the name page. */
export const useTaxonInfo = (scientificNameId: number | undefined | null) =>
  useQuery({ ...taxonInfoQuery(scientificNameId ?? 0), enabled: typeof scientificNameId === 'number' });
