import { z } from 'zod';
import type { TermiiConfig } from '../notifications.config';
import type { SmsProvider } from './sms-provider';

/** Without a signal of the caller's, a text waits this long at most. */
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
    async send(to, text, signal = AbortSignal.timeout(TIMEOUT_MS)) {
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
          signal,
        });
        body = await response.json().catch(() => undefined);
      } catch (error) {
        // No answer: it may have sent the text or not; the outbox tries again (at least once).
        const why = `Termii could not be reached: ${String(error)}`;
        return { outcome: 'failed', why, retry: true };
      }
      const sent = sentAnswer.safeParse(body);
      if (response.ok && sent.success) {
        return { outcome: 'sent', reference: String(sent.data.message_id) };
      }
      const said = refusal.safeParse(body);
      const why = said.success
        ? JSON.stringify(said.data.message)
        : 'an answer in an unknown shape';
      // Busy or down for now (429, 5xx); any other answer is a refusal a retry would repeat.
      const retry = response.status === 429 || response.status >= 500;
      return { outcome: 'failed', why: `Termii answered ${response.status}: ${why}`, retry };
    },
  };
}
