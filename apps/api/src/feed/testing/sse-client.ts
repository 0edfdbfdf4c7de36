/** A minimal Server-Sent Events reader over fetch, for tests: collects events and comment lines as they come. */
export interface SseMessage {
  readonly id?: string;
  readonly event?: string;
  readonly data: string;
  /** performance.now() when it arrived. */
  readonly arrivedAt: number;
}

export interface SseConnection {
  readonly status: number;
  readonly headers: Headers;
  readonly messages: SseMessage[];
  readonly comments: string[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SseMessage[]>;
  close(): void;
}

export const openSse = async (url: string, headers: Record<string, string> = {}): Promise<SseConnection> => {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: { id?: string; event?: string; data: string[] } = { data: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('id:')) message.id = line.slice(3).trim();
            else if (line.startsWith('event:')) message.event = line.slice(6).trim();
            else if (line.startsWith('data:')) message.data.push(line.slice(5).replace(/^ /, ''));
          }
          if (message.data.length)
            messages.push({
              ...(message.id ? { id: message.id } : {}),
              ...(message.event ? { event: message.event } : {}),
              data: message.data.join('\n'),
              arrivedAt: performance.now(),
            });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    waitFor: (count, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${messages.length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
};
