import net from 'node:net';

/**
 * A TCP proxy in front of one database server, so a suite can fail the network of its own
 * shop's connections only (never anyone else's on the same server):
 * - stall(): nothing moves either way and new connections hang, as when packets are dropped;
 *   resume() lets everything held go on;
 * - cut(): every connection is reset and new ones are refused until restore().
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  const waiting: (() => void)[] = [];
  // What arrived during a stall, in order, for when it ends.
  const held: [net.Socket, Buffer][] = [];
  let stalled = false;
  let cut = false;
  let accepted = 0;

  function join(pair: { client: net.Socket; upstream?: net.Socket }) {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    const end = () => {
      pairs.delete(pair);
      pair.client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    upstream.on('close', end);
    pair.client.on('close', end);
    forward(pair.client, upstream);
    forward(upstream, pair.client);
  }

  function forward(from: net.Socket, to: net.Socket) {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push([to, chunk]);
      else if (!to.destroyed) to.write(chunk);
    });
  }

  const server = net.createServer((client) => {
    accepted++;
    client.on('error', () => client.destroy());
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    if (stalled) {
      waiting.push(() => {
        if (!client.destroyed) join(pair);
      });
    } else {
      join(pair);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    /** The database address with the proxy in its place. */
    url(databaseUrl: string): string {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    connections: () => pairs.size,
    accepted: () => accepted,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
      for (const connect of waiting.splice(0)) connect();
    },
    cut() {
      cut = true;
      for (const pair of [...pairs]) {
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
        pairs.delete(pair);
      }
      waiting.length = 0;
      held.length = 0;
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
