import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from '../../shell/session';
import { useDocumentTitle } from '../../util/use-document-title';

interface Operation {
  readonly label: string;
  readonly to: string;
  readonly description: string;
  readonly adminOnly?: boolean;
  readonly coming?: boolean;
}

export const OPERATION_GROUPS: readonly { title: string; operations: readonly Operation[] }[] = [
  {
    title: 'Takson',
    operations: [
      { label: 'Legg til takson', to: '/addtaxon', description: 'Opprett et nytt takson, navn eller synonym.' },
      { label: 'Omprioriter takson', to: '/rearrange', description: 'Bytt hvilket navn som er gjeldende, og sett status for de andre navnene.' },
      { label: 'Rediger populærnavn', to: '/edit-vernacular-names', description: 'Legg til, fjern og velg anbefalt populærnavn per språk.' },
    ],
  },
  {
    title: 'Slå sammen og splitt',
    operations: [
      { label: 'Slå sammen', to: '/merge', description: 'Slå sammen flere taksa til ett (synonymisering).' },
      { label: 'Splitt', to: '/split', description: 'Del ett takson i flere.' },
      { label: 'Bytt takson', to: '/swap', description: 'Gi et takson nye navn, eller flytt et synonym til et annet takson.' },
    ],
  },
  {
    title: 'Vitenskapelige navn',
    operations: [
      { label: 'Slett navn', to: '/delete-scientific-name', description: 'Slett et vitenskapelig navn uten underliggende taksa.', adminOnly: true },
      { label: 'Rediger vitenskapelig navn', to: '/edit-scientific-name', description: 'Rett et navn uten å endre meningen.' },
      { label: 'Flytt', to: '/transfer', description: 'Flytt et navn med alle underliggende taksa til en ny plassering.' },
    ],
  },
  {
    title: 'Eksport og import',
    operations: [
      { label: 'Eksporter', to: '/export', description: 'Last ned et navnetre som Excel- eller CSV-fil.' },
      { label: 'Importer', to: '/import', description: 'Importer vitenskapelige navn eller populærnavn fra et regneark.', adminOnly: true },
      {
        label: 'Importer et arkiv',
        to: '/import/arkiv',
        description: 'Importer et Darwin Core Archive eller en ColDP-pakke, med kontroll før noe lagres.',
        adminOnly: true,
      },
    ],
  },
];

/** The operations overview (spec 2 §2.13). */
export default function OperationsPage() {
  useDocumentTitle('Operasjoner');
  const { session } = useSession();
  return (
    <>
      <Typography variant="h1">Operasjoner</Typography>
      <p>Velg hva du vil gjøre. Du kan bare endre taksa i artsgruppene du har rettigheter til.</p>
      {OPERATION_GROUPS.map((group) => {
        const operations = group.operations.filter((operation) => !operation.adminOnly || session.isAdmin);
        if (operations.length === 0) return null;
        return (
          <Box component="section" key={group.title} sx={{ mb: 3 }} aria-label={group.title}>
            <Typography variant="h2">{group.title}</Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}
            >
              {operations.map((operation) => (
                <li key={operation.to}>
                  <Button
                    component={RouterLink}
                    to={operation.to}
                    variant="outlined"
                    fullWidth
                    sx={{ flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', textTransform: 'none', p: 1.5 }}
                  >
                    <strong>
                      {operation.label}
                      {operation.coming && ' (kommer)'}
                    </strong>
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                      {operation.description}
                    </Box>
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
