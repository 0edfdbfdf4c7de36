import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReferenceView, ScientificNameView } from '../../api/types';
import { NameHtml } from '../../components/NameHtml';
import { rankLabel } from '../../domain/ranks';
import { nomenclaturalStatusLabel, referenceTypeLabel, taxonomicStatusLabel } from '../../domain/statuses';

const isHttp = (text: string) => /^https?:\/\//i.test(text.trim());

/** A reference as "[type: reference ]", a link when it is an address. */
function Reference({ reference }: { reference: ReferenceView }) {
  const type = referenceTypeLabel(reference.referenceTypeId);
  const text = reference.reference;
  const href = isHttp(text) ? text : reference.referenceTypeId === 'Doi' ? `https://doi.org/${text.replace(/^doi:\s*/i, '')}` : undefined;
  return (
    <span>
      [{type}:{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </Link>
      ) : (
        text
      )}{' '}
      ]
    </span>
  );
}

/** Name explanation (navneforklaring), references and comment of one scientific name. */
export function NameDetails({ name }: { name: ScientificNameView }) {
  const references = name.references.filter((r) => r.reference.trim() !== '' && r.referenceTypeId);
  return (
    <>
      <Box component="section" aria-labelledby="explanation-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="explanation-heading">
          Navneforklaring
        </Typography>
        <Box
          component="dl"
          className="name-explanation"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
          }}
        >
          <dt>Vitenskapelig navn</dt>
          <dd>
            <NameHtml html={name.scientificNamePresentationHtml} fallback={name.scientificName} />
          </dd>
          <dt>Autor</dt>
          <dd>{name.scientificNameAuthorship || 'Ikke oppgitt'}</dd>
          <dt>Vitenskapelig navne-id</dt>
          <dd>{name.scientificNameId}</dd>
          <dt>Rang</dt>
          <dd>
            <Link component={RouterLink} to={`/glossary#rank-${name.taxonRank}`}>
              {rankLabel(name.taxonRank)}
            </Link>
          </dd>
          <dt>Taksonomisk status</dt>
          <dd>
            <Link component={RouterLink} to={`/glossary#status-${name.taxonomicStatus}`}>
              {taxonomicStatusLabel(name.taxonomicStatus)}
            </Link>
          </dd>
          <dt>Attributter</dt>
          <dd>{name.fullNameAttributes.length > 0 ? name.fullNameAttributes.map((a) => a.attributeDisplay).join(', ') : 'Ingen'}</dd>
          <dt>Nomenklatoriske statuser</dt>
          <dd>
            {name.nomenclaturalStatuses.length === 0
              ? 'Ingen'
              : name.nomenclaturalStatuses.map((status, index) => (
                  <span key={status}>
                    {index > 0 && ', '}
                    <Link component={RouterLink} to={`/glossary#nomenclatural-${status}`}>
                      {nomenclaturalStatusLabel(status)}
                    </Link>
                  </span>
                ))}
          </dd>
          {name.speciesComplex && (
            <>
              <dt>Artskompleks</dt>
              <dd>{name.speciesComplex}</dd>
            </>
          )}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="references-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="references-heading">
          Referanser
        </Typography>
        {references.length === 0 ? (
          <p>Mangler referanse</p>
        ) : (
          <Box component="ul" sx={{ pl: 2.5 }}>
            {references.map((reference, index) => (
              <li key={index}>
                <Reference reference={reference} />
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="comment-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="comment-heading">
          Kommentar
        </Typography>
        <p style={{ whiteSpace: 'pre-line' }}>{name.comment || 'Ingen kommentar.'}</p>
      </Box>
    </>
  );
}
