import type { FastifyRequest } from 'fastify';

// Tokens and passwords never reach the log: bodies are not logged, headers are not logged, and
// a token in a query string (the live-updates stream takes one) is masked.
function maskSecrets(url: string): string {
  return url.replace(/([?&](?:token|access_token|code|state)=)[^&#]*/gi, '$1[redacted]');
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
  ],
  censor: '[redacted]',
};
