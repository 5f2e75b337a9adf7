interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser for the login flow: a cookie jar (paths honoured) and manual redirects. */
export class Browser {
  readonly #cookies = new Map<string, StoredCookie>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.#cookieHeader(target.pathname);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.#store(response.headers.getSetCookie());
    return response;
  }

  /**
   * Follows redirects while they stay on the identity provider; returns the final response, or the
   * URL it was sent to once it leaves (the SPA callback).
   */
  async follow(url: string | URL, init: RequestInit = {}): Promise<{ response?: Response; leftTo?: URL; html: string }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { response, html: await response.text() };
      }
      const next = new URL(location, current);
      if (next.origin !== current.origin) return { leftTo: next, html: '' };
      current = next;
      response = await this.request(current);
    }
    throw new Error('Too many redirects');
  }

  /** Submits a form of the page at pageUrl, the way a browser posts it. */
  async submit(pageUrl: URL, html: string, fields: Record<string, string>): Promise<{ response?: Response; leftTo?: URL; html: string }> {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`No form on the page:\n${html}`);
    const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    return this.follow(new URL(action.replaceAll('&amp;', '&'), pageUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, ...fields }).toString(),
    });
  }

  #cookieHeader(pathname: string): string {
    return [...this.#cookies.values()]
      .filter((cookie) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  #store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const key = `${name}\u0000${path}`;
      if (!value || (expires && Date.parse(expires) <= Date.now())) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }
}
