import Box from '@mui/material/Box';
import type { SearchHit } from '../api/types';
import { KingdomIcon } from '../components/KingdomIcon';
import { NameHtml } from '../components/NameHtml';
import { rankLabel } from '../domain/ranks';
import { taxonomicStatusLabel } from '../domain/statuses';

const languageOrder = ['nb', 'nn', 'se'];

/** The vernacular names a hit shows: the matching ones, else the preferred bokmål name(s). */
export const shownVernacularNames = (hit: SearchHit): { name: string; language: string; matched: boolean; preferred: boolean }[] => {
  const byLanguage = (a: { nameLanguageIso: string }, b: { nameLanguageIso: string }) =>
    languageOrder.indexOf(a.nameLanguageIso) - languageOrder.indexOf(b.nameLanguageIso);
  const preferred = [...hit.preferredVernacularNames].sort(byLanguage).map((v) => ({ ...v, preferred: true }));
  const all = [...preferred, ...hit.vernacularNameSynonyms.map((v) => ({ ...v, preferred: false }))];
  const matched = all.filter((v) => v.isSearchMatch);
  // a match on an alternative name is shown after the recommended name of the same language
  const context =
    matched.length > 0 && matched.every((v) => !v.preferred)
      ? preferred.filter((p) => matched.some((m) => m.nameLanguageIso === p.nameLanguageIso)).slice(0, 1)
      : [];
  const shown = matched.length > 0 ? [...context, ...matched] : preferred.slice(0, 1);
  const seen = new Set<string>();
  return shown
    .filter((v) => !seen.has(`${v.nameLanguageIso}:${v.name}`) && Boolean(seen.add(`${v.nameLanguageIso}:${v.name}`)))
    .map((v) => ({ name: v.name, language: v.nameLanguageIso, matched: v.isSearchMatch, preferred: v.preferred }));
};

/** One search hit: kingdom icon, the accepted name with author, rank and status, and what matched. */
export function HitSummary({ hit }: { hit: SearchHit }) {
  const accepted = hit.acceptedScientificName;
  const synonymMatches = hit.scientificNameSynonyms.filter((name) => name.isSearchMatch);
  const vernacular = shownVernacularNames(hit);
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <KingdomIcon kingdom={hit.kingdom} fontSize="small" sx={{ mt: 0.25, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <div>
          <span className="hit-name">
            <NameHtml html={accepted.nameFormatted} fallback={accepted.name} />
          </span>
          {accepted.author && <span className="hit-author"> {accepted.author}</span>}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {' '}
            – {rankLabel(accepted.rank)}
            {accepted.taxonomicStatus !== 'Accepted' && `, ${taxonomicStatusLabel(accepted.taxonomicStatus).toLowerCase()}`}
          </Box>
        </div>
        {vernacular.length > 0 && (
          <Box sx={{ fontSize: '0.9em' }} className="hit-vernacular">
            {vernacular.map((v, index) => (
              <span key={`${v.language}-${v.name}`}>
                {index > 0 && ', '}
                <span lang={v.language === 'nb' ? undefined : v.language}>{v.matched ? <strong>{v.name}</strong> : v.name}</span>
                {v.language !== 'nb' && ` (${v.language})`}
                {!v.preferred && ' (alternativt navn)'}
              </span>
            ))}
          </Box>
        )}
        {synonymMatches.map((name) => (
          <Box key={name.nameId} sx={{ fontSize: '0.85em', color: 'text.secondary' }} className="hit-synonym">
            {taxonomicStatusLabel(name.taxonomicStatus)}: <NameHtml html={name.nameFormatted} fallback={name.name} /> {name.author}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
