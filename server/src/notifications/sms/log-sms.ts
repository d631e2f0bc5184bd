import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskedNumber } from './phone-numbers';
import type { SmsProvider } from './sms-provider';

/**
 * The default while no SMS provider is configured: each text is written to the log (the number
 * shortened), so an installer sees what would go out and when, and nothing is sent.
 */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async send(to, text) {
      const reference = `log-${randomUUID()}`;
      log.info({ sms: { to: maskedNumber(to), text, reference } }, 'SMS (not sent: no provider)');
      return { outcome: 'sent', reference };
    },
  };
}
