import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in for the browser's EventSource that the test opens, feeds and breaks. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent) => void>();
  /** Stands in for the browser's EventSource until the test ends (setup.ts unstubs globals). */
  static install() {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
  /** The stream opened last. */
  static last(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('No EventSource was opened.');
    return source;
  }
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  emit(name: string, data: unknown) {
    act(() => this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) })));
  }
  /** The server refused the stream or went away for good: the browser gives up on it. */
  fail() {
    act(() => {
      this.readyState = FakeEventSource.CLOSED;
      this.onerror?.();
    });
  }
}
