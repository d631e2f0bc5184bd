import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const body = readFileSync('/tmp/prof/p.json');
const app = Fastify({ logger: false });
app.get('/', (req, reply) => { reply.header('content-type', 'application/json; charset=utf-8').send(body); });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
