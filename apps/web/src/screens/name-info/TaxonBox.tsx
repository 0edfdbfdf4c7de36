import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LANGUAGE_LABELS, LANGUAGES } from '@navnebase/domain';
import type { TaxonNameInfo, VernacularNameView } from '../../api/types';
import { taxonPageUrl, useSiteSettings } from '../../shell/site-settings';
import { KingdomIcon } from '../../components/KingdomIcon';
import { NameHtml } from '../../components/NameHtml';
import { isRecommended, languageLabel, taxonomicStatusLabel, vernacularStatusLabel } from '../../domain/statuses';

/** Vernacular names grouped per language (nb, nn, se first), the recommended name first. */
export const vernacularGroups = (names: readonly VernacularNameView[]): { language: string; label: string; names: VernacularNameView[] }[] => {
  const languages = [...LANGUAGES, ...new Set(names.map((n) => n.languageIsoCode).filter((l) => !(LANGUAGES as readonly string[]).includes(l)))];
  return languages
    .map((language) => ({
      language,
      label: (LANGUAGE_LABELS as Readonly<Record<string, string>>)[language] ?? languageLabel(language),
      names: names
        .filter((n) => n.languageIsoCode === language)
        .sort(
          (a, b) =>
            Number(isRecommended(b.vernacularNameStatus)) - Number(isRecommended(a.vernacularNameStatus)) ||
            a.vernacularName.localeCompare(b.vernacularName, 'nb'),
        ),
    }))
    .filter((group) => group.names.length > 0);
};

/** The taxon box: kingdom icon, the taxon's names, vernacular names per language and the external taxon page. */
export function TaxonBox({ info }: { info: TaxonNameInfo }) {
  const groups = vernacularGroups(info.vernacularNames);
  const settings = useSiteSettings();
  const external = taxonPageUrl(settings, info.taxonId);
  return (
    <Box
      component="aside"
      aria-labelledby="taxon-box-heading"
      className="taxon-box"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: '#fafcfb' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <KingdomIcon kingdom={info.kingdom?.scientificName} fontSize="large" />
        <Typography variant="h2" id="taxon-box-heading" sx={{ m: 0 }}>
          Takson
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
        <dt>Takson-id</dt>
        <dd>{info.taxonId}</dd>
        {info.kingdom && (
          <>
            <dt>Rike</dt>
            <dd>{info.kingdom.scientificName}</dd>
          </>
        )}
        <dt>Vitenskapelige navn</dt>
        <dd>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {info.scientificNames.map((name) => (
              <li key={name.scientificNameId}>
                {name.scientificNameId === info.scientificNameId ? (
                  <strong aria-current="true">
                    <NameHtml html={name.scientificNamePresentationHtml} fallback={name.scientificName} />
                  </strong>
                ) : (
                  <Link component={RouterLink} to={`/name-info/${name.scientificNameId}`}>
                    <NameHtml html={name.scientificNamePresentationHtml} fallback={name.scientificName} />
                  </Link>
                )}{' '}
                {name.scientificNameAuthorship} <span className="muted">({taxonomicStatusLabel(name.taxonomicStatus)})</span>
              </li>
            ))}
          </Box>
        </dd>
        <dt>Populærnavn</dt>
        <dd>
          {groups.length === 0 && <span>Ingen populærnavn registrert.</span>}
          {groups.map((group) => (
            <Box key={group.language} sx={{ mt: 0.5 }} className="vernacular-group" data-language={group.language}>
              <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 600, m: 0 }}>
                {group.label}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {group.names.map((name) => (
                  <li key={name.id} lang={group.language}>
                    {isRecommended(name.vernacularNameStatus) ? <strong>{name.vernacularName}</strong> : name.vernacularName}{' '}
                    <span className="muted" lang="nb">
                      ({vernacularStatusLabel(name.vernacularNameStatus).toLowerCase()})
                    </span>
                    {name.reference && (
                      <Box component="div" lang="nb" sx={{ fontSize: '0.85rem' }}>
                        Referanse: {name.reference}
                      </Box>
                    )}
                    {name.comment && (
                      <Box component="div" lang="nb" sx={{ fontSize: '0.85rem' }}>
                        Kommentar: {name.comment}
                      </Box>
                    )}
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </dd>
      </Box>
      {external && (
        <Box sx={{ mt: 2 }}>
          <Link href={external} target="_blank" rel="noopener noreferrer">
            Se taksonsiden {settings.name ? `hos ${settings.name}` : `på ${new URL(external).host}`}
            <span className="visually-hidden"> (åpnes i ny fane)</span>
          </Link>
        </Box>
      )}
    </Box>
  );
}
