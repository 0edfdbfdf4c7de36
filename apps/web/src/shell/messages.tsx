import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../api/http';

export type MessageKind = 'error' | 'warning' | 'info';

export interface Message {
  readonly kind: MessageKind;
  readonly detail: string;
  readonly code?: string;
  /** The failed request's id, shown so a user's report (or screenshot) can be traced in the server's log. */
  readonly requestId?: string;
}

export interface Messages {
  readonly message: Message | null;
  /** Replaces any earlier message. */
  readonly show: (message: Message) => void;
  /** Shows an error: for a problem JSON "code: detail", otherwise the fallback text. */
  readonly showError: (error: unknown, fallback?: string) => void;
  readonly clear: () => void;
  /**
   * Shows a message on the page the user goes to next (a confirmation of what was saved, shown on the page the
   * operation leads to): every navigation clears the bar, except for this message.
   */
  readonly showOnNextPage: (message: Message) => void;
  /** Answers the message kept for the next page, once (the message bar calls it on each navigation). */
  readonly takeNextPageMessage: () => Message | null;
}

export const GENERIC_ERROR = 'Noe gikk galt.';

/** Turns anything thrown into the message the bar shows. */
export const errorMessage = (error: unknown, fallback = GENERIC_ERROR): Message => {
  if (error instanceof ApiError) {
    return {
      kind: 'error',
      detail: error.problem.detail || fallback,
      ...(error.errorCode ? { code: error.errorCode } : {}),
      ...(error.requestId ? { requestId: error.requestId } : {}),
    };
  }
  return { kind: 'error', detail: fallback };
};

/** The text of a message: "code: detail" when there is a code. */
export const messageText = (message: Message): string => (message.code ? `${message.code}: ${message.detail}` : message.detail);

const MessagesContext = createContext<Messages | null>(null);

export function MessagesProvider({ children, initial = null }: { children: ReactNode; initial?: Message | null }) {
  const [message, setMessage] = useState<Message | null>(initial);
  const show = useCallback((next: Message) => setMessage(next), []);
  const showError = useCallback((error: unknown, fallback?: string) => setMessage(errorMessage(error, fallback)), []);
  const clear = useCallback(() => setMessage(null), []);
  const nextPage = useRef<Message | null>(null);
  const showOnNextPage = useCallback((next: Message) => {
    nextPage.current = next;
  }, []);
  const takeNextPageMessage = useCallback(() => {
    const next = nextPage.current;
    nextPage.current = null;
    return next;
  }, []);
  const value = useMemo(
    () => ({ message, show, showError, clear, showOnNextPage, takeNextPageMessage }),
    [message, show, showError, clear, showOnNextPage, takeNextPageMessage],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export const useMessages = (): Messages => {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('useMessages needs a MessagesProvider');
  return context;
};
