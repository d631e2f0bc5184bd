import type { FastifyInstance } from 'fastify';

/** CSP sources ('sha256-…') of the only inline scripts and stylesheets pages may carry. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

// No inline scripts or styles but those named by their hash (the pages drawn on the server
// carry one of each): the built app loads only its own files. Images may come from blob:/data:
// (upload previews). Provider checkout pages are reached by navigation, not frames.
export const contentSecurityPolicy = ({ scripts, styles }: InlineSources) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const pageHeaders = (inline: InlineSources) => ({
  'content-security-policy': contentSecurityPolicy(inline),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
});

// An API answer is data, never a document: nothing in it may run or load, and it may not be
// framed. The page-only headers (permissions, opener) say nothing about data and are left off:
// the menu is the busiest answer, and every header is written and read on every request.
const apiHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

// A year, the usual; not for subdomains, which may be other people's sites.
const hsts = { 'strict-transport-security': 'max-age=31536000' };

/** The protective headers an answer to `url` carries (`ownPolicy`: it names its own CSP). */
export type SecurityHeadersFor = (
  url: string,
  ownPolicy: boolean,
) => Readonly<Record<string, string>>;

/**
 * The usual protective headers on every answer: the page set on pages and files, the API set on
 * data. When the shop's address is https, browsers are also told to use nothing else (HSTS), so
 * a customer on a hostile Wi-Fi is never served a plain-http copy.
 */
export function securityHeaders({
  https,
  inline = { scripts: [], styles: [] },
}: {
  https: boolean;
  inline?: InlineSources;
}): SecurityHeadersFor {
  const forApi = https ? { ...apiHeaders, ...hsts } : apiHeaders;
  const forPages = https ? { ...pageHeaders(inline), ...hsts } : pageHeaders(inline);
  // A page that names its own inline sources (a drawn page's stylesheet) keeps its policy.
  const { 'content-security-policy': _policy, ...forPagesWithTheirOwnPolicy } = forPages;
  return (url, ownPolicy) =>
    url.startsWith('/api/') ? forApi : ownPolicy ? forPagesWithTheirOwnPolicy : forPages;
}

/** Sets the headers of `headersFor` (and the request's id) on every answer. */
export function installSecurityHeaders(app: FastifyInstance, headersFor: SecurityHeadersFor): void {
  // A callback hook rather than an async one: no promise per request on the busiest path.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headersFor(request.url, reply.hasHeader('content-security-policy')));
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
