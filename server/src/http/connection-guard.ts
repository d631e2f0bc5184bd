import type { Server } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * At most `perAddress` open connections from one address (an IPv6 one by its /64): thousands
 * of sockets from one machine, each idle or trickling a request, would otherwise hold the
 * server's sockets and memory until it stops answering. A connection over the cap is closed at once. Mobile networks
 * put many customers behind one address, so the cap is far above what a few phones open (a
 * browser opens about six). A trusted proxy's own address is not capped: it carries everyone.
 */
export function capConnectionsPerAddress(
  server: Server,
  perAddress: number,
  trustProxy: false | string[],
): void {
  const isProxy = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const remote = socket.remoteAddress ?? '';
    if (isProxy(remote, 0)) return;
    const address = addressGroup(remote);
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The group an address is counted in: an IPv4 address on its own (also when written as IPv6,
 * ::ffff:1.2.3.4), an IPv6 address by its /64, since one subscriber is given a whole /64 and
 * can use any of its addresses.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hextets = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${hextets
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
