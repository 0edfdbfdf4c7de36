import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationName } from '@navnebase/domain';
import { ApiError } from '../../api/http';
import { useMessages } from '../../shell/messages';
import { sendOperation, type OperationBody, type OperationReply } from './operation-client';

/** Default failure texts per operation when the answer has no detail (spec 1 §8, spec 2 §8). */
export const DEFAULT_ERRORS = {
  addTaxon: 'Noe gikk galt. Kunne ikke legge til takson.',
  editScientificName: 'Noe gikk galt. Kunne ikke oppdatere vitenskapelig navn.',
  vernacularNames: 'Noe gikk galt. Kunne ikke redigere populærnavn.',
  merge: 'Noe gikk galt. Kunne ikke synonymisere.',
  swap: 'Noe gikk galt. Kunne ikke bytte.',
  swapTaxon: 'Noe gikk galt. Kunne ikke bytte takson.',
  split: 'Noe gikk galt. Kunne ikke splitte.',
  delete: 'Noe gikk galt. Kunne ikke slette vitenskapelig navn.',
  transfer: 'Noe gikk galt. Kunne ikke Forflytte.',
} as const;

/** What the message bar says on the page an operation leads to, once the change is saved (one text per operation). */
export const SAVED_TEXTS = {
  addTaxon: 'Navnet er lagt til.',
  editScientificName: 'Navnet er oppdatert.',
  vernacularNames: 'Populærnavnene er lagret.',
  merge: 'Taksa er slått sammen.',
  swap: 'Navnene er byttet.',
  rearrange: 'Taksonet er omprioritert.',
  swapTaxon: 'Navnet er flyttet til det andre taksonet.',
  split: 'Taksonet er splittet.',
  transfer: 'Navnet er flyttet.',
} as const;

/** A client command id: the server applies a command id once, so a retried submit never doubles an operation. */
export const newCommandId = (): string => {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export interface OperationOptions<K extends OperationName, TBody = OperationBody<K>, TResult = OperationReply<K>> {
  /** The operation (the last segment of its path): its body and answer are the OpenAPI document's. */
  readonly operation: K;
  /** The text shown when the answer has no detail (see DEFAULT_ERRORS). */
  readonly defaultError: string;
  /** The confirmation in the message bar (kind info) once the change is saved (see SAVED_TEXTS); none when left out. */
  readonly savedText?: string;
  /**
   * The scientific name whose page to open after success. Default: the answer's scientificNameId. Answer undefined
   * (or pass `navigateOnSuccess: false`) to stay on the page.
   */
  readonly resultNameId?: (result: TResult, body: TBody) => number | undefined;
  readonly navigateOnSuccess?: boolean;
  readonly onSuccess?: (result: TResult, body: TBody) => void;
}

/**
 * Sends an operation (JSON, with the form's command id kept across retries). On failure the problem's
 * "errorCode: detail" goes to the message bar (an earlier message is cleared first) and the page stays; on success
 * the cached register data is dropped and the resulting name's page opens, with the confirmation of what was saved
 * in the message bar.
 */
export function useOperation<K extends OperationName>(options: OperationOptions<K>) {
  type TBody = OperationBody<K>;
  const { operation, defaultError, savedText, resultNameId, navigateOnSuccess = true, onSuccess } = options;
  const [commandId] = useState(newCommandId);
  const { clear, show, showError, showOnNextPage } = useMessages();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (body: TBody) => sendOperation(operation, Object.assign({}, body, { commandId })),
    onMutate: () => clear(),
    onError: (error) => showError(error, defaultError),
    onSuccess: (result, body) => {
      // Every cached read may be stale now (the API is read-your-writes, so the next fetch shows the change).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      onSuccess?.(result, body);
      const id = navigateOnSuccess
        ? resultNameId
          ? resultNameId(result, body)
          : (result as { scientificNameId?: unknown } | undefined)?.scientificNameId
        : undefined;
      const saved = savedText ? { kind: 'info' as const, detail: savedText } : undefined;
      if (typeof id !== 'number') {
        if (saved) show(saved);
        return;
      }
      // The confirmation goes with the user to the name page the operation leads to.
      if (saved) showOnNextPage(saved);
      void navigate(`/name-info/${id}`);
    },
  });
  // The wait between status changes of one taxon (spec 1 §4): the server refused and says how long is left.
  const refusedForWait = mutation.error instanceof ApiError && mutation.error.errorCode === 'STATUS_CHANGED_RECENTLY';
  const retryAfterSeconds = refusedForWait ? Number((mutation.error as ApiError).problem.retryAfterSeconds) || 0 : 0;
  return {
    /** Sends the body (the command id is added). */
    submit: (body: TBody) => mutation.mutate(body),
    /** Set when the taxon's status changed moments ago: the seconds left, and "Endre likevel" (sends again, confirmed). */
    statusChangeWait: refusedForWait
      ? {
          retryAfterSeconds,
          confirm: () => mutation.variables && mutation.mutate({ ...mutation.variables, confirmStatusChange: true } as TBody),
        }
      : undefined,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    isError: mutation.isError,
    data: mutation.data,
    error: mutation.error,
    commandId,
    reset: mutation.reset,
  };
}
