import { describe, expect, it } from 'vitest';
import { messages as pageMessages } from './messages';
import { messages, serverOnlyMessages } from './server-messages';

describe("the server's table of words", () => {
  it("holds every page's word unchanged, and words of its own that no page word shadows", () => {
    for (const key of Object.keys(serverOnlyMessages)) expect(pageMessages).not.toHaveProperty(key);
    expect(messages).toMatchObject(pageMessages);
    expect(Object.keys(messages)).toHaveLength(
      Object.keys(pageMessages).length + Object.keys(serverOnlyMessages).length,
    );
  });
});
