import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE_TAGLINE, SITE_TITLE } from '../../config';
import { SearchBox } from '../../search/SearchBox';
import { LifeTree } from '../../tree/LifeTree';
import { useDocumentTitle } from '../../util/use-document-title';
import { StatisticsSummary } from '../statistics/StatisticsSummary';

/** Front page: banner, search, the tree of life from the root and short statistics (spec 1 §2). */
export default function FrontPage() {
  useDocumentTitle();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="front-title"
        className="front-banner"
        sx={{ bgcolor: '#e8f1ec', borderRadius: 2, px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, mb: 4 }}
      >
        <Typography variant="h1" id="front-title" sx={{ mb: 1 }}>
          {SITE_TITLE}
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', mb: 1 }}>{SITE_TAGLINE}</Typography>
        <Typography sx={{ maxWidth: 760 }}>
          Registeret samler vitenskapelige navn, synonymer og populærnavn på bokmål, nynorsk og nordsamisk for arter i Norge. Navnene kvalitetssikres
          av navneredaktører og administratorer.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="search-heading" sx={{ mb: 5 }}>
        <Typography variant="h2" id="search-heading">
          Søk i navnebasen
        </Typography>
        <Typography sx={{ mb: 2 }} id="search-info">
          Søk på vitenskapelig navn, populærnavn eller vitenskapelig navne-id. Forslag vises fra to tegn. Trykk Enter for å se alle treff.
        </Typography>
        <SearchBox />
        <Typography sx={{ mt: 2 }}>
          Har du en hel artsliste? Med{' '}
          <Link component={RouterLink} to="/match">
            listesøk
          </Link>{' '}
          sjekker du mange navn på en gang.
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 4, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="tree-heading">
          <Typography variant="h2" id="tree-heading">
            Livets tre
          </Typography>
          <Typography sx={{ mb: 1 }}>Åpne grenene for å bla deg nedover i klassifikasjonen. Klikk på et navn for å se navnesiden.</Typography>
          <LifeTree label="Livets tre" />
        </Box>
        <Box component="section" aria-labelledby="stats-heading">
          <Typography variant="h2" id="stats-heading">
            Kort statistikk
          </Typography>
          <StatisticsSummary />
        </Box>
      </Box>
    </>
  );
}
