import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@buka/domain/languages';
import { noticeCatalogs } from '@buka/domain/locales/index';
import { templateBodies, whatsappTemplates, type CustomerTemplateName } from './templates';

const placeholders = (body: string) => [...body.matchAll(/\{\{\d+\}\}/g)].map(([each]) => each);
const docs = readFileSync(new URL('../../../../docs/whatsapp.md', import.meta.url), 'utf8');

describe("the templates' translations", () => {
  const names = Object.keys(templateBodies('en')) as CustomerTemplateName[];

  it.each(LANGUAGES)('keeps the English placeholders in %s, on one line', (language) => {
    const bodies = templateBodies(language);
    expect(Object.keys(bodies)).toEqual(names);
    for (const name of names) {
      // Meta fills the placeholders by number: a lost or extra one would be refused.
      expect(placeholders(bodies[name]).sort()).toEqual(
        placeholders(whatsappTemplates[name]).sort(),
      );
      expect(bodies[name]).not.toMatch(/\n/);
      expect(bodies[name].length).toBeLessThanOrEqual(1024);
    }
  });

  it.each(['pcm', 'ha', 'yo', 'ig'] as const)('says what the SMS says, in %s', (language) => {
    const bodies = templateBodies(language);
    const words = noticeCatalogs[language];
    expect(bodies.order_accepted).toContain(words.noticeAcceptedBody.replace('{time}', '{{3}}'));
    expect(bodies.order_on_the_way).toContain(words.noticeOnTheWayBody);
    expect(bodies.order_ready_for_pickup).toContain(words.noticeReadyBody);
    expect(bodies.order_delivered).toContain(words.noticeEnjoy);
    expect(bodies.order_canceled).toContain(words.noticeWeCanceled);
  });

  it.each(LANGUAGES)('lists the %s bodies in docs/whatsapp.md, word for word', (language) => {
    // The English table says when each is sent between the name and the body.
    const rows = docs.split('\n');
    for (const [name, body] of Object.entries(templateBodies(language))) {
      const listed = rows.filter((row) => row.startsWith(`| \`${name}\` |`));
      expect(listed.some((row) => row.endsWith(`| ${body} |`))).toBe(true);
    }
  });
});
