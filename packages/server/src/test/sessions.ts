import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helper.ts';

type Jar = Record<string, string>;

function absorb(jar: Jar, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
}

/** Where a browser connects from: its socket address, and headers a proxy on the way adds. */
export type Via = { remoteAddress?: string; headers?: Record<string, string> };

/** A browser-like client: keeps cookies and echoes the CSRF cookie on unsafe methods. */
export class Browser {
  readonly jar: Jar = {};
  constructor(
    readonly app: TestApp,
    readonly via: Via = {},
  ) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      ...this.via.headers,
      ...(rest.headers as Record<string, string> | undefined),
    };
    if (csrf && method !== 'GET' && method !== 'HEAD' && this.jar.csrftoken) {
      headers['x-csrftoken'] ??= this.jar.csrftoken;
    }
    const response = await this.app.inject({
      ...(this.via.remoteAddress ? { remoteAddress: this.via.remoteAddress } : {}),
      ...rest,
      headers,
      cookies: { ...this.jar, ...(rest.cookies ?? {}) },
    });
    absorb(this.jar, response);
    return response;
  }

  /**
   * GETs an answer that may be an endless stream (server-sent events): a 200 is closed as soon
   * as its headers arrive, with an empty body; any other answer is read whole.
   */
  async probeStream(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: this.via.headers,
      cookies: this.jar,
      payloadAsStream: true,
    });
    absorb(this.jar, response);
    const stream = response.stream();
    let body = '';
    if (response.statusCode === 200) {
      stream.destroy();
      (response.raw.res as unknown as { destroy(): void }).destroy();
    } else {
      for await (const chunk of stream) body += chunk;
    }
    return Object.assign(response, { body, payload: body, json: () => JSON.parse(body) });
  }

  /** The cookie header this browser sends, for a client of its own (fetch, EventSource). */
  cookieHeader(): string {
    return Object.entries(this.jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }

  /** Submits the login form as a person would: load the page, then post it. */
  async submitLogin(username: string, password: string, next = '/'): Promise<LightMyRequestResponse> {
    await this.get('/accounts/login/');
    return this.request({
      method: 'POST',
      url: '/accounts/login/',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username,
        password,
        next,
        csrfmiddlewaretoken: this.jar.csrftoken ?? '',
      }).toString(),
    });
  }

  async login(username: string, password: string): Promise<this> {
    const response = await this.submitLogin(username, password);
    if (response.statusCode !== 303) throw new Error(`login as ${username} failed: ${response.statusCode}`);
    return this;
  }
}
