import { describe, expect, it } from 'vitest';
import { addressGroup } from './connection-guard';

describe('addressGroup', () => {
  it('counts an IPv4 address on its own, also written as IPv6', () => {
    expect(addressGroup('41.58.1.20')).toBe('41.58.1.20');
    expect(addressGroup('::ffff:41.58.1.20')).toBe('41.58.1.20');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const group = '2c0f:f5c0:440:12::/64';
    expect(addressGroup('2c0f:f5c0:440:12:a1b2:c3d4:e5f6:1')).toBe(group);
    expect(addressGroup('2c0f:f5c0:0440:0012::1')).toBe(group);
    expect(addressGroup('2C0F:F5C0:440:12:ffff::9')).toBe(group);
    expect(addressGroup('2c0f:f5c0:440:13::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
