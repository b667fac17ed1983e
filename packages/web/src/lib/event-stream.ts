const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export type StreamHandlers = {
  /** Each named event's handler, given its data as parsed JSON (null when it is not JSON). */
  events: Record<string, (data: unknown) => void>;
  /** The stream is open; `reopened` when it had been open before, so events may have been missed. */
  onOpen?: (reopened: boolean) => void;
  /** The stream went down; the browser, or this function, opens it again. */
  onDown?: () => void;
};

/**
 * Follows a server-sent events stream. When the browser gives up on it (the server refused it or
 * went away), it is opened again after a growing pause. Answers the function that closes it for
 * good; without EventSource in the browser it does nothing, and the screens read when opened.
 */
export function followStream(url: string, handlers: StreamHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = RECONNECT_MIN_MS;
  let opened = false;

  const connect = () => {
    source = new EventSource(url);
    source.onopen = () => {
      handlers.onOpen?.(opened);
      opened = true;
      pause = RECONNECT_MIN_MS;
    };
    source.onerror = () => {
      handlers.onDown?.();
      if (source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(connect, pause);
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    };
    for (const [name, handle] of Object.entries(handlers.events)) {
      source.addEventListener(name, (event) => handle(parsed(event)));
    }
  };

  connect();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}

function parsed(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return null;
  }
}
