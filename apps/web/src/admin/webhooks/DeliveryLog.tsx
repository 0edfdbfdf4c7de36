import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../util/format';
import { webhooks } from '../data-provider';
import { deliveryOutcome, deliverySucceeded, eventKindLabel, type Delivery } from './webhook-rules';

export const DELIVERY_LIMIT = 50;

export const deliveriesKey = (id: string) => ['webhooks', 'deliveries', id] as const;

/** dd.mm.åååå tt:mm:ss in local time (deliveries come seconds apart). */
export const formatTime = (value: string): string => {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/**
 * The delivery log of one webhook, newest first: time, event, attempt, HTTP status (or error) and latency. Its
 * button fetches the log and the webhook's state again.
 */
export function DeliveryLog({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const log = useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => webhooks.deliveries(id, DELIVERY_LIMIT, signal),
    retry: false,
  });
  const deliveries: readonly Delivery[] = log.data ?? [];
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          Leveringslogg
        </Typography>
        <Button onClick={() => void queryClient.invalidateQueries({ queryKey: ['webhooks'] })} disabled={log.isFetching}>
          {log.isFetching ? 'Henter …' : 'Oppdater status og logg'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        De siste {DELIVERY_LIMIT} forsøkene, nyeste først.
      </Typography>
      {log.isError ? (
        <Alert severity="error">Kunne ikke hente leveringsloggen. {log.error instanceof Error ? log.error.message : ''}</Alert>
      ) : log.isPending ? (
        <Typography>Henter leveringsloggen …</Typography>
      ) : deliveries.length === 0 ? (
        <Typography className="webhook-no-deliveries">Ingen leveringer ennå.</Typography>
      ) : (
        <Box tabIndex={0} role="region" aria-label="Leveringslogg" sx={{ overflowX: 'auto' }}>
          <Table size="small" className="webhook-deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Tid</TableCell>
                <TableCell>Hendelse</TableCell>
                <TableCell align="right">Forsøk</TableCell>
                <TableCell>HTTP-status</TableCell>
                <TableCell align="right">Svartid</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.map((delivery) => (
                <TableRow key={delivery.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(delivery.time)}</TableCell>
                  <TableCell>
                    {eventKindLabel(delivery.eventType)}
                    <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary', wordBreak: 'break-all' }}>
                      {delivery.eventId}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{delivery.attempt}</TableCell>
                  <TableCell sx={{ color: deliverySucceeded(delivery) ? 'success.dark' : 'error.main', fontWeight: 600 }}>
                    {deliveryOutcome(delivery)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(delivery.latencyMs)} ms
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
