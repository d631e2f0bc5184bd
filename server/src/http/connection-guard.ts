import type { Server } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * At most `perAddress` open connections from one address (issue 12): thousands of sockets from
 * one machine, each idle or trickling a request, would otherwise hold the server's sockets and
 * memory until it stops answering. A connection over the cap is closed at once. Mobile networks
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
    const address = socket.remoteAddress ?? '';
    if (isProxy(address, 0)) return;
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
