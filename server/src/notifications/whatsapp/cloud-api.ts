import { z } from 'zod';
import type { WhatsAppConfig } from '../notifications.config';

// Meta's WhatsApp Business Platform, Cloud API (docs/whatsapp.md#messages-the-shop-sends): one
// message per POST /{version}/{phone-number-id}/messages, with the system user's token.

/** Without a signal of the caller's, a call waits this long at most. */
const TIMEOUT_MS = 15_000;

/**
 * An approved template: its name, and the words for its body's {{1}}, {{2}}… in order; in
 * `language` (Meta's code of an approved translation), else the configured English one.
 */
export interface WhatsAppTemplate {
  name: string;
  parameters: string[];
  language?: string;
}

/** What WhatsApp said of one message: accepted (with its id), or not, and whether to try again. */
export type WhatsAppResult =
  | { outcome: 'sent'; reference: string }
  | { outcome: 'failed'; why: string; retry: boolean; code?: number };

export interface WhatsAppClient {
  /** A template: allowed at any time to a number that opted in. */
  sendTemplate(
    to: string,
    template: WhatsAppTemplate,
    signal?: AbortSignal,
  ): Promise<WhatsAppResult>;
  /** Free text: allowed only within 24 hours of the customer's last message to the shop. */
  sendText(to: string, text: string, signal?: AbortSignal): Promise<WhatsAppResult>;
}

// The documented answer: { messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] };
// a refusal: { error: { message: '(#code) Title', type, code, error_data: { messaging_product,
// details }, fbtrace_id } } with a 4xx or 5xx.
const sentAnswer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const refusal = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

/**
 * Meta's codes that a later try may get past: its own trouble (1, 2, 131000, 131016, 133004),
 * maintenance (131057) and the rate limits (4, 80007, 130429, 131056). Every other code (a
 * template not approved, a number not on WhatsApp, a bad token, the 24-hour window closed) would
 * be refused again: the message fails at once rather than cost eight tries.
 */
const PASSING_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 131057, 133004]);

/** Whether a failure with this HTTP status and Meta code may go through later. */
export function isPassingFailure(status: number, code: number | undefined): boolean {
  if (code !== undefined && PASSING_CODES.has(code)) return true;
  return status === 429 || status >= 500;
}

/** The client for the configured account. Neither the token nor the body is ever logged. */
export function whatsappClient(config: WhatsAppConfig): WhatsAppClient {
  async function post(to: string, message: object, signal: AbortSignal): Promise<WhatsAppResult> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          ...message,
        }),
        signal,
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      // No answer: it may have sent the message or not; the outbox tries again (at least once).
      return {
        outcome: 'failed',
        why: `WhatsApp could not be reached: ${String(error)}`,
        retry: true,
      };
    }
    const sent = sentAnswer.safeParse(body);
    if (response.ok && sent.success)
      return { outcome: 'sent', reference: sent.data.messages[0]!.id };
    const said = refusal.safeParse(body);
    const code = said.success ? said.data.error.code : undefined;
    // The message repeats the code ('(#131026) Message undeliverable'): said once here.
    const title = said.success ? (said.data.error.message ?? '').replace(/^\(#\d+\)\s*/, '') : '';
    const why = said.success
      ? `${code ?? 'no code'} ${title}`.trim()
      : 'an answer in an unknown shape';
    const retry = isPassingFailure(response.status, code);
    return {
      outcome: 'failed',
      why: `WhatsApp answered ${response.status}: ${why}`,
      retry,
      ...(code === undefined ? {} : { code }),
    };
  }

  return {
    sendTemplate(to, template, signal = AbortSignal.timeout(TIMEOUT_MS)) {
      const parameters = template.parameters.map((text) => ({ type: 'text', text }));
      return post(
        to,
        {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language ?? config.templateLanguage },
            components: parameters.length > 0 ? [{ type: 'body', parameters }] : [],
          },
        },
        signal,
      );
    },
    sendText(to, text, signal = AbortSignal.timeout(TIMEOUT_MS)) {
      return post(to, { type: 'text', text: { preview_url: false, body: text } }, signal);
    },
  };
}
