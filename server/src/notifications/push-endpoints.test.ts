import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, type PushServiceRule } from './notifications.config';

const rules: PushServiceRule[] = [
  { suffix: 'fcm.googleapis.com' },
  { suffix: 'push.services.mozilla.com' },
  { loopbackOrigin: 'http://127.0.0.1' },
];

describe('push endpoints the server may post to', () => {
  it("takes a push service's HTTPS address on the default port", () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', rules)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/abc', rules)).toBe(true);
    expect(
      isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', rules),
    ).toBe(true);
  });

  it('refuses another port of an allowed host, plain HTTP, and lookalike hosts', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:22/fcm/send/abc', rules)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', rules)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', rules)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilfcm.googleapis.com.example/x', rules)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', rules)).toBe(false);
  });

  it("keeps the tests' local push service on loopback", () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4999/push/1', rules)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.2:4999/push/1', rules)).toBe(false);
  });
});
