import type { NetworkInterfaceInfo } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const everyAddress = new Set(['0.0.0.0', '::', '']);

/**
 * The addresses to print at start: this computer's own, and the ones a phone on the same Wi-Fi
 * can open (a phone's `localhost` is the phone itself). Only IPv4: what people type.
 */
export function shopAddresses(
  host: string,
  port: number,
  interfaces: Interfaces,
): { local: string; network: string[] } {
  const local = `http://localhost:${port}`;
  if (!everyAddress.has(host)) {
    const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
    return loopback ? { local, network: [] } : { local, network: [`http://${host}:${port}`] };
  }
  const network = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry.address}:${port}`);
  return { local, network: [...new Set(network)] };
}
