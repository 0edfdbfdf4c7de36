import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';
import { webhooks } from '../data-provider';
import { DeliveryLog } from './DeliveryLog';
import { SecretDialog } from './SecretDialog';
import { WebhookForm } from './WebhookForm';
import {
  DELETED,
  REPLAYED,
  RESUMED,
  STATE_LABELS,
  toUpdateBody,
  typesText,
  UPDATED,
  type WebhookFormValues,
  type WebhookRecord,
} from './webhook-rules';

const FIELD_LABELS: Readonly<Record<string, string>> = {
  url: 'URL',
  subtree: 'delgren',
  types: 'hendelser',
  active: 'aktiv',
  description: 'beskrivelse',
};

/** "URL og beskrivelse": the fields a save changed, for the confirmation. */
export const changedFields = (values: WebhookFormValues, previous: WebhookRecord | undefined): string => {
  const labels = Object.keys(toUpdateBody(values, previous)).map((field) => FIELD_LABELS[field] ?? field);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} og ${labels[labels.length - 1]}`;
};

const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Noe gikk galt.');

function EditHeading() {
  const webhook = useRecordContext<WebhookRecord>();
  const title = webhook ? `Webhook: ${webhook.url}` : 'Webhook';
  useDocumentTitle(title);
  return (
    <Typography variant="h1" sx={{ wordBreak: 'break-all' }}>
      {title}
    </Typography>
  );
}

/** State, failures, last delivery and position; a paused webhook's reason with "Gjenoppta". */
function StatusPanel() {
  const webhook = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [resuming, setResuming] = useState(false);
  if (!webhook) return null;
  const resume = async () => {
    setResuming(true);
    try {
      await webhooks.resume(webhook.id);
      notify(RESUMED, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setResuming(false);
    }
  };
  const rows: [string, string][] = [
    ['Tilstand', STATE_LABELS[webhook.state] ?? webhook.state],
    ['Hendelser', typesText(webhook.types)],
    ['Feil på rad', String(webhook.failures)],
    ['Siste levering', webhook.lastDeliveryAt ? formatDateTime(webhook.lastDeliveryAt) : 'Ingen ennå'],
    ['Opprettet', formatDateTime(webhook.createdAt)],
    ['Posisjon i endringsloggen', webhook.cursor || 'Fra start'],
  ];
  return (
    <Box component="section" aria-label="Status" sx={{ my: 2 }}>
      {webhook.state === 'paused' && (
        <Alert
          severity="warning"
          className="webhook-paused"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={resume} disabled={resuming}>
              Gjenoppta
            </Button>
          }
        >
          Webhooken er satt på pause etter gjentatte feil: {webhook.pausedReason ?? 'ukjent årsak'}. Rett feilen hos mottakeren, og trykk Gjenoppta
          for å prøve igjen.
        </Alert>
      )}
      <Box
        component="dl"
        className="webhook-status"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type Pending = 'rotate' | 'replay' | 'delete';

/** "Roter hemmelighet", "Send på nytt fra start" and "Slett webhook", each after a confirmation. */
function WebhookActions() {
  const webhook = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string>();
  if (!webhook) return null;

  const run = async (action: Pending) => {
    setBusy(true);
    try {
      if (action === 'rotate') {
        setSecret(await webhooks.rotateSecret(webhook.id));
        notify('Webhooken har fått en ny hemmelighet.', { type: 'success' });
      } else if (action === 'replay') {
        await webhooks.replay(webhook.id, '');
        notify(REPLAYED, { type: 'success' });
      } else {
        await webhooks.provider.delete('webhooks', { id: webhook.id, previousData: webhook });
        notify(DELETED(webhook.url), { type: 'success' });
        redirect('/webhooks');
        // only the lists: the page of the deleted webhook (its record and log) must not be fetched again
        await queryClient.invalidateQueries({ queryKey: ['webhooks', 'getList'] });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  const confirmations: Record<Pending, { title: string; content: string; confirm: string }> = {
    rotate: {
      title: 'Roter hemmeligheten?',
      content:
        'Webhooken får en ny signeringshemmelighet med en gang, og varslene signeres med den fra nå av. Mottakeren kan ikke sjekke signaturene før den har fått den nye hemmeligheten.',
      confirm: 'Roter hemmelighet',
    },
    replay: {
      title: 'Sende alt på nytt fra start?',
      content:
        'Alle hendelser i endringsloggen som passer med valgene, sendes på nytt til adressen, i rekkefølge. Mottakeren får da hendelser den har fått før, og må tåle det.',
      confirm: 'Send på nytt fra start',
    },
    delete: {
      title: 'Slette webhooken?',
      content: `Adressen ${webhook.url} får ingen flere varsler, og leveringsloggen slettes. Dette kan ikke angres.`,
      confirm: 'Slett webhook',
    },
  };
  const shown = asking ? confirmations[asking] : undefined;

  return (
    <Box component="section" aria-label="Handlinger" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
      <Button variant="outlined" onClick={() => setAsking('rotate')}>
        Roter hemmelighet
      </Button>
      <Button variant="outlined" onClick={() => setAsking('replay')}>
        Send på nytt fra start
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAsking('delete')}>
        Slett webhook
      </Button>
      <Confirm
        isOpen={shown !== undefined}
        loading={busy}
        title={shown?.title ?? ''}
        content={shown?.content ?? ''}
        confirm={shown?.confirm ?? 'ra.action.confirm'}
        confirmColor={asking === 'delete' ? 'warning' : 'primary'}
        cancel="Avbryt"
        onConfirm={() => void run(asking!)}
        onClose={() => setAsking(undefined)}
      />
      {secret && <SecretDialog title="Ny hemmelighet: kopier den" secret={secret} onClose={() => setSecret(undefined)} />}
    </Box>
  );
}

/**
 * /webhooks/{id}: the webhook's state, its actions, the form (PUT /api/v1/Webhooks/{id}, pessimistic, only the
 * changed fields) and the delivery log. A save is confirmed with what changed, and the page stays.
 */
export function WebhookEdit() {
  const notify = useNotify();
  return (
    <Edit<WebhookRecord>
      resource="webhooks"
      title={false}
      actions={false}
      component="div"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: (webhook, variables) => {
          const changed = changedFields(variables.data as WebhookFormValues, variables.previousData as WebhookRecord | undefined);
          notify(changed ? `${UPDATED(webhook.url)} Endret: ${changed}.` : 'Ingen endringer å lagre.', { type: 'success' });
        },
      }}
    >
      <EditHeading />
      <StatusPanel />
      <WebhookActions />
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mt: 3 }}>
        Innstillinger
      </Typography>
      <WebhookForm isNew={false} />
      <EditDeliveryLog />
    </Edit>
  );
}

function EditDeliveryLog() {
  const webhook = useRecordContext<WebhookRecord>();
  return webhook ? <DeliveryLog id={webhook.id} /> : null;
}
