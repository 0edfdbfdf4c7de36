import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SEARCH_PAGE_LIMIT } from '@navnebase/domain';
import { searchTaxa } from '../../api/taxon-name';
import { Spinner } from '../../components/Spinner';
import { HitSummary } from '../../search/HitSummary';
import { nameInfoUrl, SearchBox } from '../../search/SearchBox';
import { useMessages } from '../../shell/messages';
import { useDocumentTitle } from '../../util/use-document-title';

/** Full search results (spec 1 §2): heading "Søketreff", up to 100 hits. */
export default function SearchPage() {
  useDocumentTitle('Søketreff');
  const [params] = useSearchParams();
  const searchString = (params.get('searchString') ?? '').trim();
  const { showError } = useMessages();
  const results = useQuery({
    queryKey: ['search', searchString, SEARCH_PAGE_LIMIT],
    queryFn: ({ signal }) => searchTaxa(searchString, SEARCH_PAGE_LIMIT, signal),
    enabled: searchString !== '',
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    if (results.error) showError(results.error, 'Søket feilet.');
  }, [results.error, showError]);

  const hits = results.data ?? [];
  return (
    <>
      <Typography variant="h1">Søketreff</Typography>
      <Box sx={{ my: 2 }}>
        <SearchBox key={searchString} initialText={searchString} />
      </Box>
      {searchString === '' && <p>Skriv inn et vitenskapelig navn, et populærnavn eller en navne-id for å søke.</p>}
      {searchString !== '' && results.isPending && <Spinner />}
      {results.isSuccess && (
        <>
          <p aria-live="polite" data-testid="search-count">
            {hits.length === 0
              ? `Ingen treff på «${searchString}».`
              : `${hits.length}${hits.length >= SEARCH_PAGE_LIMIT ? ' eller flere' : ''} treff på «${searchString}»${hits.length >= SEARCH_PAGE_LIMIT ? `. Viser de ${SEARCH_PAGE_LIMIT} første` : ''}.`}
          </p>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Søketreff">
            {hits.map((hit) => (
              <Box component="li" key={hit.taxonId} sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 1.25 }}>
                <Link
                  component={RouterLink}
                  to={nameInfoUrl(hit.acceptedScientificName.nameId)}
                  state={{ from: `/search?${params.toString()}` }}
                  underline="hover"
                  sx={{ display: 'block' }}
                  className="search-result"
                >
                  <HitSummary hit={hit} />
                </Link>
              </Box>
            ))}
          </Box>
        </>
      )}
    </>
  );
}
