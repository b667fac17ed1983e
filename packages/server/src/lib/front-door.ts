import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';
import FindMyWay from 'find-my-way';

/** What the front door knows of a request: the route's parameters and query as Fastify reads them. */
export type DoorRequest = {
  params: Record<string, string | undefined>;
  query: unknown;
  headers: IncomingHttpHeaders;
  /** The client's address, as Fastify's `request.ip` tells it (behind trusted proxies, theirs). */
  ip: string;
};

/** Answers a GET of a route the door keeps (`kept`, what the route gave): true when it was sent. */
export type DoorAnswer<T> = (kept: T, request: DoorRequest, response: ServerResponse) => boolean;

/** How Fastify routes (the app's router options): the door must find the route Fastify would. */
export type DoorRouting = { ignoreTrailingSlash: boolean; maxParamLength: number };

/** Who sent a request: the socket's peer, or the client behind the proxies `trust` trusts. */
type Trust = ((address: string, hop: number) => boolean) | false;

/** The options Fastify gives its server factory, with their defaults filled in. */
type ServerOptions = {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
};

const noHandler = () => {};

/**
 * The app's HTTP server, whose GET requests one function sees before Fastify does: what is kept in
 * memory as bytes (a published bulletin) is then answered without the work of the framework (a
 * request and reply object, a logger, the hooks of every plugin), about a fifth of such an answer.
 *
 * The door finds a request's route with a router of its own that holds every GET route of the app,
 * made with the app's router options by the same library Fastify routes with (find-my-way): it
 * finds the route, the parameters and the query that Fastify would. A route the door keeps nothing
 * for, an address no route takes, any other method, and every request once the app begins to close:
 * Fastify's, as if there were no door.
 */
export class FrontDoor<T> {
  private readonly routes: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
  /** The start every kept route's address shares: any other request is Fastify's at once. */
  private start: string | null = null;
  private answer: DoorAnswer<T> | null = null;

  constructor(
    routing: DoorRouting,
    private readonly trust: Trust,
  ) {
    this.routes = FindMyWay({
      ignoreTrailingSlash: routing.ignoreTrailingSlash,
      maxParamLength: routing.maxParamLength,
      // Fastify's defaults, stated: the door must not find what Fastify would not.
      caseSensitive: true,
      ignoreDuplicateSlashes: false,
      allowUnsafeRegex: false,
    });
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make (its timeouts as Fastify sets
   * them), each request shown to the door first.
   */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!this.answered(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** A GET route of the app, with what the door keeps for it (null: nothing, Fastify answers). */
  addRoute(url: string, kept: T | null): void {
    this.routes.on('GET', url, noHandler, kept);
    if (kept === null) return;
    const head = url.split(/[:*]/, 1)[0] ?? '';
    this.start = this.start === null ? head : commonStart(this.start, head);
  }

  /** From now on the door answers the requests of the routes it keeps for, with `answer`. */
  open(answer: DoorAnswer<T>): void {
    this.answer = answer;
  }

  /** From now on every request is Fastify's (the app is closing: it answers them as it closes). */
  close(): void {
    this.answer = null;
  }

  private answered(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url;
    if (this.answer === null || request.method !== 'GET' || url === undefined) return false;
    if (this.start === null || !url.startsWith(this.start)) return false;
    const found = this.routes.find('GET', url);
    if (!found?.store) return false;
    const ip = this.clientAddress(request);
    if (ip === undefined) return false;
    const asked: DoorRequest = {
      params: found.params,
      query: found.searchParams,
      headers: request.headers,
      ip,
    };
    try {
      return this.answer(found.store as T, asked, response);
    } catch (error) {
      // Nothing sent: Fastify answers, as it would have (a fault is then its problem+json 500).
      if (!response.headersSent) return false;
      response.destroy(error instanceof Error ? error : new Error(String(error)));
      return true;
    }
  }

  /** As Fastify's `request.ip` reads it: the last address of those the trusted hops name. */
  private clientAddress(request: IncomingMessage): string | undefined {
    if (!this.trust) return request.socket.remoteAddress;
    const addresses = proxyAddr.all(request, this.trust);
    return addresses[addresses.length - 1];
  }
}

function commonStart(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}
