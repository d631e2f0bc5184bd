// The connection flood's attacker, in a process of its own as a real one is on other machines
// (so the probes beside it measure the server, not this flood's own event loop). Every local
// address 127.0.0.2 onwards keeps `perAddress` sockets open, each sending the headers of a small
// POST and then its body one byte every 10 s; a socket the server closes is opened again after
// 100 ms. Started by connection-flood.ts through fork(): argv port, first address (2: 127.0.0.2),
// addresses, perAddress.
// Messages: 'stop' ends it; answers { opened, closedByServer, open } to 'figures', and 'started'
// once every socket has been opened once.
import net from 'node:net';

const [port, firstAddress, addressCount, perAddress] = process.argv.slice(2).map(Number);
const TRICKLE_EVERY_MS = 10_000;
const sockets = new Set();
let running = true;
let opened = 0;
let closedByServer = 0;

function open(localAddress) {
  if (!running) return;
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.add(socket);
  opened++;
  let trickle;
  socket.on('error', () => {});
  socket.once('connect', () => {
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    trickle = setInterval(() => socket.write(' '), TRICKLE_EVERY_MS);
  });
  socket.once('close', () => {
    clearInterval(trickle);
    sockets.delete(socket);
    if (!running) return;
    closedByServer++;
    setTimeout(() => open(localAddress), 100);
  });
}

const addresses = Array.from({ length: addressCount }, (_, i) => `127.0.0.${firstAddress + i}`);
process.on('message', (message) => {
  if (message === 'figures') process.send({ opened, closedByServer, open: sockets.size });
  if (message === 'stop') {
    running = false;
    for (const socket of sockets) socket.destroy();
    process.disconnect();
  }
});
// One socket per address at a time, as a flood from many machines arrives.
for (let round = 0; round < perAddress; round++) {
  for (const address of addresses) open(address);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.send('started');
