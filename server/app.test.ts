import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ConfigError, loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { APP_ORIGIN, createTestApp, sameOrigin, type TestApp } from './test/test-app.ts';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'safesteps-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>SafeSteps</title><div id="root"></div>',
  );
  // The build compresses every text file it writes, the shell's template too.
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync('<title>SafeSteps</title>__CSP_NONCE__'));
  writeFileSync(join(root, 'index.html.gz'), gzipSync('<title>SafeSteps</title>__CSP_NONCE__'));
  // As scripts/build-web.ts writes them: the shell with a page's markup in #root, long enough to compress.
  mkdirSync(join(root, 'prerendered'));
  for (const [file, title, heading] of [
    ['index.html', 'SafeSteps', 'Little quizzes that help your child stay safe and keep learning'],
    ['pricing.html', 'Pricing — SafeSteps', 'Simple, fair pricing'],
    // Not one of PRERENDERED_PAGES: the server sends only those from the folder.
    ['contact.html', 'Contact Us — SafeSteps', 'Contact Us'],
  ] as const) {
    writeFileSync(
      join(root, 'prerendered', file),
      `<!doctype html><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>${title}</title></head><div id="root"><main><h1>${heading}</h1>${'<p>Words.</p>'.repeat(200)}</main></div>`,
    );
  }
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  return root;
}

describe('the app on its database', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ webRoot: makeWebRoot() });
    const echoBody = z.strictObject({ name: z.string().trim().min(1, 'Name is required') });
    // A JSON route of the test's own, to prove the body rules that every real route inherits.
    testApp.app
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/test-echo', { schema: { body: echoBody } }, async (request) => ({
        name: request.body.name,
      }));
  });
  afterAll(() => testApp.close());

  it('reports the process up at /api/health', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('T91 ready-says-only-ready: /api/ready answers ready while the database answers, and names no database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.body).not.toMatch(/pglite|postgres/i);
  });

  it('answers an unknown API path with a JSON 404, for any method', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/api/nothing/here',
      headers: sameOrigin,
      payload: '{}',
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers an address that cannot be decoded with a 400 in the usual shape, and a folder as not found', async () => {
    for (const url of ['/api/learners/%E0%A4%A', '/%E0%A4%A']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: 'This address is not valid.', code: 'BAD_REQUEST' });
    }
    const folder = await testApp.app.inject({ method: 'GET', url: '/assets/' });
    expect(folder.statusCode).toBe(404);
    expect(folder.body).toContain('<div id="root"></div>');
  });

  it('serves the web app for every page path, and never lets a browser cache index.html', async () => {
    for (const url of ['/', '/dashboard', '/popular-topic-quiz?topic=Maths%20Made%20Fun', '/verify?token=abc']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('gives each page response its own CSP nonce, written into the page for the app to use', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/' });
    const second = await testApp.app.inject({ method: 'GET', url: '/' });
    const nonceOf = (csp: unknown) => /style-src 'self' 'nonce-([a-f0-9]+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[a-f0-9]{32}$/);
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    const direct = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.body).not.toContain('__CSP_NONCE__');
  });

  it('redirects an older page address to the page it meant, keeping its query', async () => {
    for (const [url, to] of [
      ['/personal-safety-menu', '/safety-skills'],
      ['/personal-quiz?session=abc', '/personal-info-recall?session=abc'],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(to);
    }
  });

  it('serves the app with a 404 status for a page that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends the prerendered pages with their content in #root and this response’s nonce', async () => {
    const nonceOf = (csp: unknown) => /style-src 'self' 'nonce-([a-f0-9]+)'/.exec(String(csp))?.[1];
    for (const [url, heading] of [
      ['/', 'Little quizzes that help your child stay safe and keep learning'],
      ['/pricing', 'Simple, fair pricing'],
      ['/pricing?from=menu', 'Simple, fair pricing'],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`<div id="root"><main><h1>${heading}</h1>`);
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(nonce).toMatch(/^[a-f0-9]{32}$/);
      expect(response.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(response.body).not.toContain('__CSP_NONCE__');
      // Opener isolation on every page, a visitor's first one included (decision 015).
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('sends the empty shell, opener-isolated, for pages that are not prerendered, and never a prerendered file by its own name', async () => {
    const dashboard = await testApp.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.headers['cross-origin-opener-policy']).toBe('same-origin');
    const contact = await testApp.app.inject({ method: 'GET', url: '/contact' });
    expect(contact.body).toContain('<div id="root"></div>');
    expect(contact.headers['cross-origin-opener-policy']).toBe('same-origin');
    const direct = await testApp.app.inject({ method: 'GET', url: '/prerendered/pricing.html' });
    expect(direct.statusCode).toBe(404);
    expect(direct.body).toContain('<div id="root"></div>');
    expect(direct.body).not.toContain('__CSP_NONCE__');
  });

  it('T92 precompressed-negotiated: a compressed copy is never sent by its own name, only for its file when asked', async () => {
    for (const url of [
      '/index.html.br',
      '/index.html.gz',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.GZ',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('__CSP_NONCE__');
    }
    const plain = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log(');
  });

  it('caches hashed assets for a year and sends them compressed', async () => {
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers with a strict Content-Security-Policy (T28)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // HSTS only makes sense over https (see the production test below).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks every API answer no-store and tags it with a request id (T28)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('gives API answers a policy that loads and frames nothing, and the other security headers (T28)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Headers only a document reads stay on pages, off data.
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(response.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const page = await testApp.app.inject({ method: 'GET', url: '/contact' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-permitted-cross-domain-policies']).toBe('none');
  });

  it('gives an evil origin no CORS permission (T28)', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/test-echo',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('request bodies', () => {
    it('accepts same-origin JSON', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: sameOrigin,
        payload: { name: 'Amara' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Amara' });
    });

    it('answers malformed JSON with a readable 400 (T39)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: sameOrigin,
        payload: '{"name": "Amara"',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
    });

    it('answers a body that breaks the schema with its message, never a 500 (T38)', async () => {
      const cases = [{ name: '   ' }, {}, { name: 42 }, { name: 'Ben', role: 'admin' }, []];
      for (const payload of cases) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/test-echo',
          headers: sameOrigin,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(typeof response.json().error).toBe('string');
      }
      const blank = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: sameOrigin,
        payload: { name: ' ' },
      });
      expect(blank.json()).toEqual({ error: 'Name is required', code: 'BAD_REQUEST' });
    });

    it('refuses a __proto__ body (T32)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: sameOrigin,
        payload: '{"name":"Ben","__proto__":{"isAdmin":true}}',
      });
      expect(response.statusCode).toBe(400);
    });

    it('refuses a body over 64 KB with 413 (T39)', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: sameOrigin,
        payload: JSON.stringify({ name: 'x'.repeat(65 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses text and form bodies with 415 (T27)', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/test-echo',
          headers: { origin: APP_ORIGIN, 'content-type': contentType },
          payload: 'name=Amara',
        });
        expect(response.statusCode, contentType).toBe(415);
      }
    });

    it('refuses a state-changing call from another origin, or with no proof of origin (T26)', async () => {
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example', 'content-type': 'application/json' },
        { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        { 'content-type': 'application/json' },
        { origin: 'http://localhost:3000.evil.example', 'content-type': 'application/json' },
      ];
      for (const headers of attempts) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/test-echo',
          headers,
          payload: { name: 'Ben' },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({
          error: 'This request must come from the SafeSteps site itself.',
          code: 'FORBIDDEN',
        });
      }
      const fetchMetadataOnly = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        payload: { name: 'Ben' },
      });
      expect(fetchMetadataOnly.statusCode).toBe(200);
    });
  });
});

describe('an app whose database is down', () => {
  it('answers /api/ready with 503 and a readable message', async () => {
    const down: DatabaseHandle = {
      kind: 'postgres',
      db: undefined as never,
      ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      migrate: () => Promise.resolve(),
      compact: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const testApp = await createTestApp({ database: down });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'The database is not answering. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(response.body).not.toContain('ECONNREFUSED');
    await testApp.close();
  });
});

describe('an app served over https', () => {
  it('adds HSTS', async () => {
    const testApp = await createTestApp({ env: { APP_URL: 'https://safesteps.example' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    await testApp.close();
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new ones, then closes the database (T66)', async () => {
    const testApp = await createTestApp();
    let databaseClosed = false;
    const realClose = testApp.database.close;
    testApp.database.close = async () => {
      databaseClosed = true;
      await realClose();
    };
    // The request is held inside its handler until the server has begun closing, so the test does
    // not depend on how fast a loaded machine delivers it.
    let reachedHandler = () => {};
    const handlerReached = new Promise<void>((resolve) => {
      reachedHandler = resolve;
    });
    let releaseHandler = () => {};
    const released = new Promise<void>((resolve) => {
      releaseHandler = resolve;
    });
    testApp.app.get('/api/test-slow', async () => {
      reachedHandler();
      await released;
      return { finished: true };
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const inFlight = fetch(`${base}/api/test-slow`);
    await handlerReached;
    const closing = testApp.app.close();
    const refused = await fetch(`${base}/api/health`, { headers: { connection: 'close' } }).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);
    releaseHandler();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    expect(databaseClosed).toBe(true);
  });
});

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('.data');
    expect(config.appUrl.href).toBe('http://localhost:3000/');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data/db' });
  });

  it('derives APP_URL from PORT and picks PostgreSQL from DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://user@db.internal:5432/safesteps' });
    expect(config.appUrl.origin).toBe('http://localhost:8080');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://user@db.internal:5432/safesteps' });
  });

  it('stops the start with every bad variable named, and no secret repeated', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://root:hunter2@db/x',
        APP_URL: 'localhost',
        CONTACT_EMAIL: 'nobody',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'APP_URL', 'CONTACT_EMAIL']) expect(message).toContain(name);
    expect(message).not.toContain('hunter2');
  });

  it('uses no language model by default, and names what an AI provider is missing', () => {
    expect(loadConfig({}).ai).toEqual({ kind: 'none' });
    expect(
      loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.2' })
        .ai,
    ).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL: must be set/);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude' })).toThrow(/AI_API_KEY: must be set/);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' })).toThrow(/AI_MODEL: must be set/);
    expect(() => loadConfig({ AI_PROVIDER: 'skynet' })).toThrow(/AI_PROVIDER/);
  });

  it('uses the demo checkout without Stripe, and Stripe only when all four variables are set', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'demo' });
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_MONTHLY: 'price_month',
      STRIPE_PRICE_ANNUAL: 'price_year',
    };
    expect(loadConfig(stripe).payments).toMatchObject({
      kind: 'stripe',
      prices: { monthly: 'price_month', annual: 'price_year' },
    });
    const { STRIPE_WEBHOOK_SECRET: _left, ...partial } = stripe;
    expect(() => loadConfig(partial)).toThrow(/STRIPE_WEBHOOK_SECRET: must be set too/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('the origin the app trusts', () => {
  it('is APP_URL, whatever Host the request claims (T17)', async () => {
    const testApp = await createTestApp();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(testApp.config.appUrl.origin).toBe(APP_ORIGIN);
    await testApp.close();
  });
});
