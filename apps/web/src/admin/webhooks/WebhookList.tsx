import { Link as RouterLink } from 'react-router-dom';
import { DataTable, List, Pagination, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';
import { STATE_LABELS, type WebhookRecord } from './webhook-rules';

export const SEARCH_LABEL = 'Søk på URL eller beskrivelse';

const filters = [<TextInput key="q" source="q" label={SEARCH_LABEL} alwaysOn resettable sx={{ minWidth: { sm: 360 } }} />];

const STATE_COLOURS = { active: 'success.dark', paused: 'warning.dark', inactive: 'text.secondary' } as const;

/** "Aktiv", "Av", or "Pauset" with the reason under it. */
export function WebhookStateText({ webhook }: { webhook: Pick<WebhookRecord, 'state' | 'pausedReason'> }) {
  return (
    <Box component="span" className="webhook-state">
      <Box component="span" sx={{ color: STATE_COLOURS[webhook.state] ?? 'text.primary', fontWeight: 600 }}>
        {STATE_LABELS[webhook.state] ?? webhook.state}
      </Box>
      {webhook.state === 'paused' && webhook.pausedReason && (
        <Box component="span" className="webhook-paused-reason" sx={{ display: 'block', fontSize: '0.85rem' }}>
          {webhook.pausedReason}
        </Box>
      )}
    </Box>
  );
}

/** /webhooks: every webhook subscription with its state, failures in a row and last delivery. */
export function WebhookList() {
  useDocumentTitle('Webhooks');
  return (
    <>
      <Typography variant="h1">Webhooks</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography component="p" sx={{ m: 0, maxWidth: 720 }}>
          Adresser som får et signert varsel for hver endring i registeret (eller i en delgren av det), i rekkefølge.
        </Typography>
        <Button component={RouterLink} to="/webhooks/create" variant="contained">
          Legg til webhook
        </Button>
      </Box>
      <List
        resource="webhooks"
        filters={filters}
        actions={false}
        exporter={false}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        title={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <Box tabIndex={0} role="region" aria-label="Webhookliste" sx={{ overflowX: 'auto' }}>
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            className="webhook-list"
            empty={<Typography sx={{ p: 2 }}>Ingen webhooks ennå.</Typography>}
          >
            <DataTable.Col<WebhookRecord>
              source="url"
              label="URL"
              render={(webhook) => (
                <Link
                  component={RouterLink}
                  to={`/webhooks/${encodeURIComponent(webhook.id)}`}
                  sx={{ wordBreak: 'break-all', display: 'inline-block', minWidth: '10rem' }}
                >
                  {webhook.url}
                </Link>
              )}
            />
            <DataTable.Col<WebhookRecord> source="description" label="Beskrivelse" />
            <DataTable.Col<WebhookRecord> source="state" label="Tilstand" render={(webhook) => <WebhookStateText webhook={webhook} />} />
            <DataTable.Col<WebhookRecord> source="failures" label="Feil" align="right" />
            <DataTable.Col<WebhookRecord>
              source="lastDeliveryAt"
              label="Siste levering"
              render={(webhook) => (webhook.lastDeliveryAt ? formatDateTime(webhook.lastDeliveryAt) : 'Ingen ennå')}
            />
            <DataTable.Col<WebhookRecord>
              label="Rediger"
              disableSort
              render={(webhook) => (
                <Button
                  component={RouterLink}
                  to={`/webhooks/${encodeURIComponent(webhook.id)}`}
                  size="small"
                  variant="outlined"
                  aria-label={`Rediger ${webhook.url}`}
                >
                  Rediger
                </Button>
              )}
            />
          </DataTable>
        </Box>
      </List>
    </>
  );
}
