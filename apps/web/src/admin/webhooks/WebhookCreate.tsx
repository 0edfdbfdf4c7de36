import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, useRedirect } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../util/use-document-title';
import { webhooks } from '../data-provider';
import { SecretDialog } from './SecretDialog';
import { WebhookForm } from './WebhookForm';
import { CREATED, type CreatedWebhook, type WebhookFormValues } from './webhook-rules';

/**
 * /webhooks/create: POST /api/v1/Webhooks, then the confirmation and the signing secret, shown once; on closing it,
 * the new webhook's page. The call is made here rather than through react-admin's create so the secret never lands
 * in the data cache.
 */
export function WebhookCreate() {
  useDocumentTitle('Legg til webhook');
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedWebhook>();

  const save = async (values: FieldValues) => {
    try {
      const webhook = await webhooks.create(values as WebhookFormValues);
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
      notify(CREATED(webhook.url), { type: 'success' });
      setCreated(webhook);
      return undefined;
    } catch (error) {
      // field errors go by their inputs (react-admin announces them); anything else as a notification
      if (error instanceof HttpError && error.body?.errors) return error.body.errors as FieldValues;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  return (
    <>
      <Typography variant="h1">Legg til webhook</Typography>
      <Typography component="p" sx={{ mb: 1 }}>
        Registeret sender hver endring som passer med valgene under til adressen, signert med en hemmelighet du får se én gang når webhooken er
        lagret.
      </Typography>
      <WebhookForm isNew onSubmit={save} />
      {created && (
        <SecretDialog
          title="Webhooken er lagret: kopier hemmeligheten"
          secret={created.secret}
          onClose={() => {
            setCreated(undefined);
            redirect(`/webhooks/${encodeURIComponent(created.id)}`);
          }}
        />
      )}
    </>
  );
}
