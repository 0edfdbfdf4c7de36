import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  NOMENCLATURAL_STATUSES,
  RANKS,
  TAXONOMIC_STATUS_LABELS,
  TAXONOMIC_STATUSES,
  VERNACULAR_NAME_STATUS_LABELS,
  VERNACULAR_NAME_STATUSES,
} from '@navnebase/domain';
import { RANK_DESCRIPTIONS } from '../../domain/ranks';
import {
  NOMENCLATURAL_STATUS_DESCRIPTIONS,
  NOMENCLATURAL_STATUS_LABELS,
  TAXONOMIC_STATUS_DESCRIPTIONS,
  VERNACULAR_NAME_STATUS_DESCRIPTIONS,
} from '../../domain/statuses';
import { useDocumentTitle } from '../../util/use-document-title';

const TERMS: readonly { id: string; term: string; text: string }[] = [
  {
    id: 'scientific-name',
    term: 'Vitenskapelig navn',
    text: 'Det latinske navnet på et takson etter nomenklaturreglene, for eksempel Ursus arctos. Hvert navn har sin egen vitenskapelige navne-id, enten det er gyldig, uavklart eller et synonym.',
  },
  {
    id: 'taxon',
    term: 'Takson',
    text: 'En gruppe organismer på et bestemt nivå i klassifikasjonen, for eksempel en art eller en slekt. Et takson har ett gyldig (eller uavklart) navn som bestemmer rangen, en overordnet gruppe, eventuelle synonymer og populærnavn. Taksonet identifiseres med en takson-id (TaxonID).',
  },
  {
    id: 'synonym',
    term: 'Synonym',
    text: 'Et annet vitenskapelig navn på det samme taksonet. Synonymer har status «synonym» eller «ikke lenger i bruk» og viser til hovednavnet.',
  },
  {
    id: 'vernacular-name',
    term: 'Populærnavn',
    text: 'Et norsk eller samisk navn på et takson, for eksempel brunbjørn. Registeret har populærnavn på bokmål (nb), nynorsk (nn) og nordsamisk (se), med ett anbefalt navn per språk.',
  },
  {
    id: 'classification',
    term: 'Klassifikasjon',
    text: 'Inndelingen av organismene i grupper over hverandre: rike, rekke, klasse, orden, familie, slekt, art og så videre. Navnesiden viser klassifikasjonen over taksonet.',
  },
  { id: 'rank', term: 'Taksonomisk rang', text: 'Nivået et takson har i klassifikasjonen. Rangene er listet nedenfor, fra øverst til nederst.' },
  {
    id: 'status',
    term: 'Taksonomisk status',
    text: 'Hvilken stilling et vitenskapelig navn har i taksonet sitt: gjeldende, uavklart, synonym eller ikke lenger i bruk.',
  },
  {
    id: 'tree-of-life',
    term: 'Livets tre',
    text: 'Hele klassifikasjonen vist som et tre, fra roten via levende organismer (Biota) og rikene ned til arter og underarter. Åpne grenene for å bla i treet.',
  },
];

/** The glossary (spec 2 §2.11): the terms, every rank and every status, with anchors for the name page. */
export default function GlossaryPage() {
  useDocumentTitle('Ordforklaringer');
  return (
    <>
      <Typography variant="h1">Ordforklaringer</Typography>
      <p>Her forklares ordene som brukes i Navnebase.</p>
      <Box component="nav" aria-label="Innhold" sx={{ mb: 3 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: 0, listStyle: 'none' }}>
          <li>
            <a href="#terms">Begreper</a>
          </li>
          <li>
            <a href="#ranks">Taksonomiske ranger</a>
          </li>
          <li>
            <a href="#statuses">Taksonomiske statuser</a>
          </li>
          <li>
            <a href="#nomenclatural-statuses">Nomenklatoriske statuser</a>
          </li>
          <li>
            <a href="#vernacular-statuses">Status for populærnavn</a>
          </li>
        </Box>
      </Box>

      <Typography variant="h2" id="terms">
        Begreper
      </Typography>
      <Box component="dl" className="glossary-list">
        {TERMS.map((t) => (
          <div key={t.id} id={t.id}>
            <dt>{t.term}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
      </Box>

      <Typography variant="h2" id="ranks">
        Taksonomiske ranger
      </Typography>
      <p>Alle rangene i registeret, fra øverst til nederst i livets tre.</p>
      <Box component="dl" className="glossary-list" data-testid="glossary-ranks">
        {RANKS.map((r) => (
          <div key={r.rank} id={`rank-${r.rank}`}>
            <dt>
              {r.label} <code className="muted">({r.rank})</code>
            </dt>
            <dd>{RANK_DESCRIPTIONS[r.rank]}</dd>
          </div>
        ))}
      </Box>

      <Typography variant="h2" id="statuses">
        Taksonomiske statuser
      </Typography>
      <Box component="dl" className="glossary-list" data-testid="glossary-statuses">
        {TAXONOMIC_STATUSES.map((s) => (
          <div key={s} id={`status-${s}`}>
            <dt>
              {TAXONOMIC_STATUS_LABELS[s]} <code className="muted">({s})</code>
            </dt>
            <dd>{TAXONOMIC_STATUS_DESCRIPTIONS[s]}</dd>
          </div>
        ))}
      </Box>

      <Typography variant="h2" id="nomenclatural-statuses">
        Nomenklatoriske statuser
      </Typography>
      <Box component="dl" className="glossary-list" data-testid="glossary-nomenclatural">
        {NOMENCLATURAL_STATUSES.map((s) => (
          <div key={s} id={`nomenclatural-${s}`}>
            <dt>
              {NOMENCLATURAL_STATUS_LABELS[s]} <code className="muted">({s})</code>
            </dt>
            <dd>{NOMENCLATURAL_STATUS_DESCRIPTIONS[s]}</dd>
          </div>
        ))}
      </Box>

      <Typography variant="h2" id="vernacular-statuses">
        Status for populærnavn
      </Typography>
      <Box component="dl" className="glossary-list" data-testid="glossary-vernacular">
        {VERNACULAR_NAME_STATUSES.map((s) => (
          <div key={s} id={`vernacular-${s}`}>
            <dt>
              {VERNACULAR_NAME_STATUS_LABELS[s]} <code className="muted">({s})</code>
            </dt>
            <dd>{VERNACULAR_NAME_STATUS_DESCRIPTIONS[s]}</dd>
          </div>
        ))}
      </Box>
    </>
  );
}
