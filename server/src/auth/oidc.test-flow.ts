import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from './testing/oidc-provider.mjs';

// Drives a provider sign-in by hand, as a browser would: the shop through app.inject, the test
// provider through fetch, each with its own cookies.

function setCookies(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** Name=value pairs from Set-Cookie headers, enough to send them back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookieHeaders: string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface ProviderForm {
  email: string;
  password?: string;
  name?: string;
  picture?: string;
  action?: 'allow' | 'deny';
}

export class BrowserSession {
  readonly shopCookies = new CookieJar();
  readonly providerCookies = new CookieJar();

  constructor(private readonly app: FastifyInstance) {}

  /** GET /api/auth/oidc/start: answers the provider URL the shop sends the browser to. */
  async start(): Promise<URL> {
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/start',
      headers: { cookie: this.shopCookies.header },
    });
    if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode}`);
    this.shopCookies.store(setCookies(response.headers['set-cookie']));
    return new URL(String(response.headers.location));
  }

  /** Follows the provider's redirects from `url` until they leave the provider. */
  async followProvider(url: URL, init: RequestInit = {}): Promise<Response | URL> {
    let next = url;
    let request = init;
    for (let hops = 0; hops < 10; hops += 1) {
      const response = await fetch(next, {
        ...request,
        redirect: 'manual',
        headers: { ...request.headers, cookie: this.providerCookies.header },
      });
      this.providerCookies.store(response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!location) return response;
      next = new URL(location, next);
      if (next.origin !== url.origin) return next;
      request = {};
    }
    throw new Error('too many redirects at the provider');
  }

  /** Signs in at the provider's page; answers the shop callback URL it redirects back to. */
  async signInAtProvider(authorizationUrl: URL, form: ProviderForm): Promise<URL> {
    const page = await this.followProvider(authorizationUrl);
    if (page instanceof URL) return page;
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no sign-in form at the provider: ${html.slice(0, 200)}`);
    const body = new URLSearchParams({
      email: form.email,
      password: form.password ?? TEST_PASSWORD,
      name: form.name ?? '',
      picture: form.picture ?? '',
      action: form.action ?? 'allow',
    });
    const back = await this.followProvider(new URL(action, authorizationUrl), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (!(back instanceof URL)) throw new Error(`the provider answered ${back.status}`);
    return back;
  }

  /** The shop's callback; answers where it sends the browser (done page or login page). */
  async callback(url: URL): Promise<URL> {
    const response = await this.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { cookie: this.shopCookies.header },
    });
    if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}`);
    return new URL(String(response.headers.location), 'http://shop.test');
  }

  async exchange(code: string) {
    return this.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/exchange',
      headers: { cookie: this.shopCookies.header },
      payload: { code },
    });
  }

  /** The whole way: start, provider, callback. Answers the shop page the browser lands on. */
  async signIn(form: ProviderForm): Promise<URL> {
    return this.callback(await this.signInAtProvider(await this.start(), form));
  }
}
