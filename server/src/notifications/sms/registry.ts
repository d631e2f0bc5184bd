import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../notifications.config';
import { logSmsProvider } from './log-sms';
import type { SmsProvider } from './sms-provider';
import { termiiProvider } from './termii';

/** The configured provider (checked at start-up), or the log when none is. */
export function smsProviderFor(config: SmsConfig, log: FastifyBaseLogger): SmsProvider {
  return config.provider === 'termii' ? termiiProvider(config) : logSmsProvider(log);
}
