import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OIDC_START_PATH } from '@buka/domain/oidc';

// A random key in an HttpOnly cookie ties a provider login to the browser that started it: a
// callback link (or a done-page code) carried to another browser finds no matching key there.
// This is what stops someone from signing a victim into the attacker's account (login CSRF).
const COOKIE = 'buka_oidc';
const KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_PATH = OIDC_START_PATH.slice(0, OIDC_START_PATH.lastIndexOf('/'));

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function readBrowserKey(request: FastifyRequest): string | null {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && KEY_FORMAT.test(value)) return value;
  }
  return null;
}

export function newBrowserKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Sent only to the sign-in routes; Lax so that the provider's redirect back carries it. */
export function browserKeyCookie(key: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${COOKIE}=${key}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
