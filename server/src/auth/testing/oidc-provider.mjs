// A real OpenID Connect provider (the `oidc-provider` package) for the tests: the API tests
// start it in-process; the browser tests run this file (see playwright.config.ts).
//
// Any e-mail address signs in with TEST_PASSWORD. An address starting with "unverified" is
// reported with email_verified: false. The name and photo fields are optional, as they are
// at real providers (`${issuer}/photo.png` is a picture to give). "Deny" answers the shop
// with error=access_denied.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import Provider from 'oidc-provider';

import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_PASSWORD,
  TEST_PROVIDER_PORT,
} from './oidc-test-values.mjs';

export { TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_PASSWORD };

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function signInPage({ uid, clientId, values = {}, error = '' }) {
  const field = (name, label, type = 'text', extra = '') =>
    `<label>${label}<br><input name="${name}" type="${type}" value="${escapeHtml(values[name] ?? '')}" ${extra}></label><br>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test identity provider</title></head>
<body>
<h1>Test identity provider</h1>
<p>Sign in to continue to ${escapeHtml(clientId)}.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
${field('email', 'E-mail', 'email', 'required autocomplete="email"')}
${field('password', 'Password', 'password', 'required')}
${field('name', 'Name (optional)')}
${field('picture', 'Photo URL (optional)', 'url')}
<button type="submit" name="action" value="allow">Sign in and allow</button>
<button type="submit" name="action" value="deny" formnovalidate>Deny</button>
</form>
</body></html>`;
}

/** A small one-colour PNG, the test user's "profile photo" (served at /photo.png). */
function photoPng(size = 48) {
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([194, 65, 12]))]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return Object.fromEntries(new URLSearchParams(body));
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

/**
 * Starts the provider on 127.0.0.1 (port 0: any free port). `redirectUris` are the shop's
 * callback URLs it accepts. Answers the issuer URL and a `close()`.
 */
export async function startTestProvider({
  port = 0,
  host = '127.0.0.1',
  redirectUris,
  clientId = TEST_CLIENT_ID,
  clientSecret = TEST_CLIENT_SECRET,
}) {
  const server = http.createServer();
  const issuer = `http://${host}:${await listen(server, port, host)}`;
  /** @type {Map<string, { email: string, name: string, picture: string }>} */
  const accounts = new Map();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: ['buka-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The shop must send PKCE; a client that forgets it fails here as it would at a real one.
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    async findAccount(_ctx, accountId) {
      const account = accounts.get(accountId);
      if (!account) return undefined;
      return {
        accountId,
        async claims() {
          return {
            sub: accountId,
            email: account.email,
            email_verified: !account.email.toLowerCase().startsWith('unverified'),
            ...(account.name ? { name: account.name } : {}),
            ...(account.picture ? { picture: account.picture } : {}),
          };
        },
      };
    },
  });

  // One page signs in and consents at once: a test user has nothing more to decide.
  async function interaction(req, res) {
    const details = await provider.interactionDetails(req, res);
    const clientId = details.params.client_id;
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(signInPage({ uid: details.uid, clientId }));
    }
    const form = await readForm(req);
    if (form.action === 'deny') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    const email = (form.email ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || form.password !== TEST_PASSWORD) {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const error = 'Wrong e-mail or password';
      return res.end(signInPage({ uid: details.uid, clientId, values: form, error }));
    }
    const accountId = email.toLowerCase();
    accounts.set(accountId, { email, name: form.name?.trim(), picture: form.picture?.trim() });
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const result = { login: { accountId }, consent: { grantId: await grant.save() } };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  const handleProvider = provider.callback();
  const photo = photoPng();
  server.on('request', (req, res) => {
    if (req.url === '/photo.png') {
      res.setHeader('content-type', 'image/png');
      return res.end(photo);
    }
    if (!req.url?.startsWith('/interaction/')) return handleProvider(req, res);
    interaction(req, res).catch((error) => {
      res.statusCode = 400;
      res.end(`Sign-in failed: ${error.message}`);
    });
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node server/src/auth/testing/oidc-provider.mjs`: OIDC_TEST_REDIRECT_URIS (comma-separated shop callback URLs);
// OIDC_TEST_PORT, OIDC_TEST_CLIENT_ID and OIDC_TEST_CLIENT_SECRET are optional.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean);
  if (redirectUris.length === 0) {
    console.error('Set OIDC_TEST_REDIRECT_URIS to the shop callback URL(s)');
    process.exit(1);
  }
  const { issuer, close } = await startTestProvider({
    port: Number(process.env.OIDC_TEST_PORT ?? TEST_PROVIDER_PORT),
    redirectUris,
    clientId: process.env.OIDC_TEST_CLIENT_ID ?? TEST_CLIENT_ID,
    clientSecret: process.env.OIDC_TEST_CLIENT_SECRET ?? TEST_CLIENT_SECRET,
  });
  console.log(`Test identity provider at ${issuer}`);
  const stop = () => close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
