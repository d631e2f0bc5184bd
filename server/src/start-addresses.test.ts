import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { shopAddresses } from './start-addresses';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

const machine = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('192.168.1.23', 'IPv4'), entry('fe80::1', 'IPv6')],
  eth0: [entry('10.0.0.5', 'IPv4')],
};

describe('the addresses printed at start', () => {
  it('lists the Wi-Fi and cable addresses a phone can open when listening everywhere', () => {
    expect(shopAddresses('0.0.0.0', 3000, machine)).toEqual({
      local: 'http://localhost:3000',
      network: ['http://192.168.1.23:3000', 'http://10.0.0.5:3000'],
    });
  });

  it('lists none when the shop only listens on this computer', () => {
    expect(shopAddresses('127.0.0.1', 4000, machine).network).toEqual([]);
  });

  it('lists the one address the shop listens on', () => {
    expect(shopAddresses('192.168.1.23', 3000, machine).network).toEqual([
      'http://192.168.1.23:3000',
    ]);
  });
});
