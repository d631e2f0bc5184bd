import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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
  admitConnections(server, (socket) => {
    const remote = socket.remoteAddress ?? '';
    if (isProxy(remote, 0)) return true;
    const address = addressGroup(remote);
    const count = open.get(address) ?? 0;
    if (count >= perAddress) return false;
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    return true;
  });
}

/** Whether a new connection may stay; one that may not is closed before HTTP sees it. */
type Admission = (socket: Socket) => boolean;

const admissions = new WeakMap<Server, Admission[]>();

/**
 * Runs `admit` on every new connection, before Node's HTTP handling: a refused socket is closed
 * without the parser, timers and listeners HTTP sets up for each connection. Under a flood the
 * refused ones come back as fast as they are closed, so what each refusal costs decides how
 * much of the CPU is left for customers (docs/server-rules.md#limits). The server's own
 * 'connection' listeners (HTTP's) are taken out and called for admitted sockets only.
 */
function admitConnections(server: Server, admit: Admission): void {
  const existing = admissions.get(server);
  if (existing) {
    existing.push(admit);
    return;
  }
  const checks = [admit];
  admissions.set(server, checks);
  const handlers = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    for (const check of checks) {
      if (!check(socket)) {
        socket.destroy();
        return;
      }
    }
    for (const handler of handlers) handler.call(server, socket);
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

/** Open connections kept when the descriptor limit cannot be read (no /proc) or is unlimited. */
export const FALLBACK_OPEN_CONNECTIONS = 1_000;

/** Descriptors kept from connections for the database, the log, pictures, backups and Node. */
export const RESERVED_DESCRIPTORS = 1_024;

/** Above this, memory rather than descriptors is what many idle connections would exhaust. */
export const MOST_OPEN_CONNECTIONS = 50_000;

/**
 * The most open connections for a process allowed `descriptorLimit` open files: all but
 * RESERVED_DESCRIPTORS of them (at least half), so the database and files always have
 * descriptors left. Not fewer: under a flood of more sockets than the cap, those left over wait
 * in the kernel's accept queue (4,096 at most on Linux by default); once they are more than it
 * holds, a new customer's connection is dropped with them and waits a second or more for TCP to
 * try again. The more the server holds, the fewer are left over (docs/server-rules.md#limits).
 */
export function openConnectionsFor(descriptorLimit: number | undefined): number {
  if (descriptorLimit === undefined) return FALLBACK_OPEN_CONNECTIONS;
  const allButReserve = descriptorLimit - RESERVED_DESCRIPTORS;
  return Math.min(
    MOST_OPEN_CONNECTIONS,
    Math.max(16, Math.floor(descriptorLimit / 2), allButReserve),
  );
}

interface Held {
  /** The address group it is counted in (addressGroup). */
  group: string;
  /** The request it is sending or being answered on, if any. */
  request: IncomingMessage | undefined;
}

/** At the cap, an address holding at least this many is not let in by closing another's. */
const FEW_CONNECTIONS = 8;

/**
 * At most `cap` open connections in all, well below the open-file limit: thousands of
 * connections from many addresses, each trickling a request, once held every file descriptor and
 * the shop stopped answering even its health check. At the cap a newcomer from an address
 * holding few connections (a customer, a health check) is not refused: the connection that has
 * held a half-sent request (or sat idle between requests) the longest is closed to make room,
 * while a request fully received and being answered (a live stream included) is never cut. A
 * newcomer from an address already holding many (more than a few and more than half the
 * average) is closed at once instead: letting it in would only close its own kind, and a flood
 * reopening what is closed would keep the server busy with nothing else. A trusted proxy's
 * address carries everyone, so its newcomers always make room.
 */
export function capOpenConnections(
  server: Server,
  cap: number,
  trustProxy: false | string[] = false,
): void {
  const isProxy = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  // Oldest first: a Map keeps insertion order, and a connection is moved to the end when it
  // starts waiting again (after an answer).
  const held = new Map<Socket, Held>();
  const perGroup = new Map<string, number>();
  const isWaiting = (entry: Held) => entry.request === undefined || !entry.request.complete;
  const forget = (socket: Socket) => {
    const entry = held.get(socket);
    if (!entry) return;
    held.delete(socket);
    const left = (perGroup.get(entry.group) ?? 1) - 1;
    if (left > 0) perGroup.set(entry.group, left);
    else perGroup.delete(entry.group);
  };
  const makeRoom = () => {
    for (const [socket, entry] of held) {
      if (!isWaiting(entry)) continue;
      forget(socket);
      socket.destroy();
      return true;
    }
    return false;
  };
  const holdsMany = (group: string) => {
    const count = perGroup.get(group) ?? 0;
    return count >= FEW_CONNECTIONS && count >= held.size / perGroup.size / 2;
  };
  admitConnections(server, (socket) => {
    const remote = socket.remoteAddress ?? '';
    const group = addressGroup(remote);
    if (held.size >= cap && ((!isProxy(remote, 0) && holdsMany(group)) || !makeRoom())) {
      // Every connection is busy with a whole request, or the newcomer's address holds many.
      return false;
    }
    held.set(socket, { group, request: undefined });
    perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
    socket.once('close', () => forget(socket));
    return true;
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const entry = held.get(socket);
    if (!entry) return;
    entry.request = request;
    response.once('finish', () => {
      if (!held.has(socket) || entry.request !== request) return;
      entry.request = undefined;
      held.delete(socket);
      held.set(socket, entry);
    });
  });
}
