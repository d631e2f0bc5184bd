// The load generator's own process (started by loadTest in api-load.ts). On the job's message
// it warms up, says so, and on the word runs the measured load and sends its result.

import { httpLoad } from './http-load';
import type { LoadJob, LoadMessage } from './api-load';

const send = (message: LoadMessage) =>
  new Promise<void>((resolve) => process.send!(message, () => resolve()));

process.once('message', async (job: LoadJob) => {
  const load = { connections: job.connections, headers: job.headers };
  await httpLoad(job.url, { ...load, seconds: job.warmUpSeconds });
  process.once('message', async () => {
    const result = await httpLoad(job.url, { ...load, seconds: job.seconds });
    await send({ kind: 'result', result });
    process.disconnect();
  });
  await send({ kind: 'warm' });
});
