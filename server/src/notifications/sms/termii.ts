import { z } from 'zod';
import type { TermiiConfig } from '../notifications.config';
import type { SmsProvider } from './sms-provider';

const TIMEOUT_MS = 15_000;

// Termii's documented answer to POST /api/sms/send: { message_id, message: 'Successfully Sent',
// balance, user }; refusals carry a `message` (and a 4xx status).
const sentAnswer = z.object({
  message_id: z.union([z.string().min(1), z.number()]),
  message: z.string().optional(),
});
const refusal = z.object({ message: z.unknown() });

/** Termii's Messaging API (developers.termii.com/messaging-api): one plain SMS per call. */
export function termiiProvider(config: TermiiConfig): SmsProvider {
  return {
    name: 'termii',
    async send(to, text) {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(`${config.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: config.apiKey,
            to,
            from: config.senderId,
            sms: text,
            type: 'plain',
            channel: config.channel,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        body = await response.json().catch(() => undefined);
      } catch (error) {
        return { outcome: 'failed', why: `Termii could not be reached: ${String(error)}` };
      }
      const sent = sentAnswer.safeParse(body);
      if (response.ok && sent.success) {
        return { outcome: 'sent', reference: String(sent.data.message_id) };
      }
      const said = refusal.safeParse(body);
      const why = said.success
        ? JSON.stringify(said.data.message)
        : 'an answer in an unknown shape';
      return { outcome: 'failed', why: `Termii answered ${response.status}: ${why}` };
    },
  };
}
