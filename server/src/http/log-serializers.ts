import type { FastifyRequest } from 'fastify';

// hub.verify_token: what Meta sends back when the WhatsApp webhook is set up.
const secretParams = new Set(['token', 'access_token', 'code', 'state', 'hub.verify_token']);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * Tokens and passwords never reach the log: bodies are not logged, headers are not logged, and
 * a token in a query string (the live-updates stream takes one) is masked. Names are compared
 * as the query parser reads them, decoded: `?%74oken=` is a token too.
 */
export function maskSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const query = url.slice(start + 1, hash < 0 ? undefined : hash);
  const masked = query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      return secretParams.has(decodedName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${masked}${hash < 0 ? '' : url.slice(hash)}`;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: maskSecrets(request.url),
      remoteAddress: request.ip,
    };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
};

/**
 * Secrets a plugin may log on its own: @fastify/multipart logs every request header at trace
 * level ("Providing options to busboy"), the bearer token among them.
 */
export const logRedaction = {
  paths: [
    'headers.authorization',
    'headers.cookie',
    '*.headers.authorization',
    '*.headers.cookie',
    '*.headers["x-paystack-signature"]',
    '*.headers["verif-hash"]',
    '*.headers["x-hub-signature-256"]',
  ],
  censor: '[redacted]',
};
