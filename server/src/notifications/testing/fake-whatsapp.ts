import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest } from '../../payments/testing/fake-server';
import type { WhatsAppConfig } from '../notifications.config';
import {
  parameterCount,
  whatsappTemplates,
  type WhatsAppTemplateName,
} from '../whatsapp/templates';

export const WHATSAPP_TEST_TOKEN = 'EAAGtest0123456789';
export const WHATSAPP_TEST_PHONE_ID = '106540352242922';
export const WHATSAPP_TEST_APP_SECRET = 'test-app-secret-0123456789';
export const WHATSAPP_TEST_VERIFY_TOKEN = 'buka-verify-token';
const VERSION = 'v23.0';

/** A message the fake accepted: a template with its words, or free text. */
export interface SentWhatsApp {
  to: string;
  id: string;
  template?: { name: string; language: string; parameters: string[] };
  text?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal the fake is told to give: Meta's HTTP status, code, title and (optional) details. */
export interface WhatsAppRefusal {
  status: number;
  code: number;
  message: string;
  details?: string;
}

/**
 * Meta's published error shape: the code, repeated with its title in the message, and the
 * details of this case under error_data.
 */
function graphError(status: number, code: number, title: string, details = title) {
  return {
    status,
    body: {
      error: {
        message: `(#${code}) ${title}`,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details },
        fbtrace_id: randomBytes(8).toString('hex'),
      },
    },
  };
}

/** Meta's refusals for a number WhatsApp cannot deliver to, as its error codes page lists them. */
export const whatsappRefusals = {
  undeliverable: {
    status: 400,
    code: 131026,
    message: 'Message Undeliverable',
    details:
      'Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number.',
  },
  reEngagement: {
    status: 400,
    code: 131047,
    message: 'Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  unsupportedType: {
    status: 400,
    code: 131051,
    message: 'Unsupported message type',
    details: 'Message type is not currently supported.',
  },
} satisfies Record<string, WhatsAppRefusal>;

/**
 * Meta's Cloud API (POST /{version}/{phone-number-id}/messages) as its documentation shows it:
 * the bearer token, `messaging_product: 'whatsapp'`, a template (name, language, body
 * parameters) or a text; `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`
 * back, or `{ error: { message, type, code, error_data, fbtrace_id } }` with a 4xx. It knows the
 * approved templates (templates.ts), in English unless `approve()` adds a translation (else
 * 132001), and refuses free text to a number that has not written within 24 hours (code
 * 131047), as Meta does. `hang()` reads each request and answers none.
 */
export async function startFakeWhatsApp() {
  const sent: SentWhatsApp[] = [];
  const lastWrote = new Map<string, number>();
  let hung = false;
  let failures: WhatsAppRefusal[] = [];
  const refusedNumbers = new Map<string, WhatsAppRefusal>();
  // The languages each template is approved in: English until a test approves a translation.
  const approved = new Set(['en']);
  const fake = await startFakeServer((request: FakeRequest) => {
    if (hung) return 'hold';
    if (
      request.method !== 'POST' ||
      request.path !== `/${VERSION}/${WHATSAPP_TEST_PHONE_ID}/messages`
    ) {
      return graphError(400, 100, 'Unsupported post request.');
    }
    if (request.headers.authorization !== `Bearer ${WHATSAPP_TEST_TOKEN}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const to = body.to;
    const failure =
      failures.shift() ?? (typeof to === 'string' ? refusedNumbers.get(to) : undefined);
    if (failure) return graphError(failure.status, failure.code, failure.message, failure.details);
    if (body.messaging_product !== 'whatsapp' || typeof to !== 'string' || !/^\d{8,15}$/.test(to)) {
      return graphError(400, 100, 'Invalid parameter');
    }
    const id = `wamid.HBgN${to}${String(sent.length + 1).padStart(6, '0')}`;
    if (body.type === 'template') {
      const template = body.template as
        { name?: string; language?: { code?: string }; components?: unknown[] } | undefined;
      const name = template?.name ?? '';
      const language = template?.language?.code ?? '';
      if (!(name in whatsappTemplates) || !approved.has(language)) {
        return graphError(
          404,
          132001,
          'Template name does not exist in the translation',
          `template name (${name}) does not exist in ${language}`,
        );
      }
      const bodyPart = (template?.components ?? []).find(
        (part) => (part as { type?: string }).type === 'body',
      ) as { parameters?: { type?: string; text?: string }[] } | undefined;
      const parameters = (bodyPart?.parameters ?? []).map((each) => each.text ?? '');
      if (
        parameters.length !== parameterCount(name as WhatsAppTemplateName) ||
        parameters.some((text) => text.trim() === '')
      ) {
        return graphError(
          400,
          132000,
          'Number of parameters does not match the expected number of params',
        );
      }
      sent.push({ to, id, template: { name, language, parameters } });
    } else if (body.type === 'text') {
      const text = (body.text as { body?: string } | undefined)?.body;
      if (!text) return graphError(400, 100, 'Invalid parameter');
      if (Date.now() - (lastWrote.get(to) ?? -Infinity) > DAY_MS) {
        return graphError(400, 131047, 'Re-engagement message');
      }
      sent.push({ to, id, text });
    } else {
      return graphError(400, 100, 'Invalid parameter');
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  });
  return {
    ...fake,
    sent,
    /** The shop's settings for this fake, as the environment would give them. */
    config(changes: Partial<WhatsAppConfig> = {}): WhatsAppConfig {
      return {
        accessToken: WHATSAPP_TEST_TOKEN,
        phoneNumberId: WHATSAPP_TEST_PHONE_ID,
        appSecret: WHATSAPP_TEST_APP_SECRET,
        verifyToken: WHATSAPP_TEST_VERIFY_TOKEN,
        apiUrl: `${fake.baseUrl}/${VERSION}`,
        templateLanguage: 'en',
        templateTranslations: {},
        ...changes,
      };
    },
    /** The same as environment variables, for a shop started as its own process. */
    env(): Record<string, string> {
      return {
        WHATSAPP_ACCESS_TOKEN: WHATSAPP_TEST_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TEST_PHONE_ID,
        WHATSAPP_APP_SECRET: WHATSAPP_TEST_APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: WHATSAPP_TEST_VERIFY_TOKEN,
        WHATSAPP_API_URL: fake.baseUrl,
        WHATSAPP_API_VERSION: VERSION,
      };
    },
    /** The customer wrote to the shop: free text may go to them for the next 24 hours. */
    customerWrote: (from: string) => lastWrote.set(from, Date.now()),
    /** The next answers are these refusals, in turn (e.g. 130429, the rate limit). */
    failNext: (...next: WhatsAppRefusal[]) => (failures = next),
    /** Every message to this number is refused so (e.g. whatsappRefusals.undeliverable). */
    refuse: (to: string, refusal: WhatsAppRefusal) => refusedNumbers.set(to, refusal),
    /** The templates are approved in these languages too (Meta's codes, e.g. 'ha'). */
    approve: (...languages: string[]) => languages.forEach((code) => approved.add(code)),
    hang: () => (hung = true),
    /** Answers again; the requests it held are dropped unanswered (their messages never sent). */
    recover: () => {
      hung = false;
      fake.dropHeld();
    },
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;

/** A webhook body as Meta posts it: one change of field 'messages' for the shop's number. */
export function webhookBody(value: {
  messages?: object[];
  statuses?: object[];
  contacts?: object[];
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '2348000000000',
                phone_number_id: WHATSAPP_TEST_PHONE_ID,
              },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A customer's text message in a webhook, as Meta sends it. */
export function incomingText(
  from: string,
  text: string,
  id = `wamid.in${randomBytes(6).toString('hex')}`,
) {
  return webhookBody({
    contacts: [{ profile: { name: 'Ada' }, wa_id: from }],
    messages: [
      {
        from,
        id,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });
}

/** X-Hub-Signature-256 for these exact bytes: what Meta sends with each webhook. */
export function hubSignature(rawBody: string, secret = WHATSAPP_TEST_APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}
