import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { HttpError } from '../http/errors';
import { form } from '../test/multipart';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { createJobQueue } from '../uploads/image-jobs';
import { imageJobs } from '../uploads/image-processing';

// 150 parallel uploads passed a limit of 60 an hour (the count came after the
// picture was processed), and 40 parallel 40-megapixel pictures decoded side by side took the
// server's memory from 174 to 644 MB. Now an upload is counted before anything else, and
// pictures are decoded a few at a time for the whole process.

/** A job that ends when the test says so. */
function heldJob() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe('the picture queue', () => {
  it('runs one job at a time, lets a few wait, and refuses the rest with a 503 in plain words', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 60_000 });
    const jobs = Array.from({ length: 4 }, () => heldJob());
    const runs = jobs.map(({ job }) =>
      queue.run(job).then(
        () => 'done',
        (error: unknown) => error,
      ),
    );
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    const refused = await runs[3];
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: messages.picturesBusy });
    for (const [n, { finish }] of jobs.slice(0, 3).entries()) {
      finish();
      expect(await runs[n]).toBe('done');
      expect(queue.load().running).toBeLessThanOrEqual(1);
    }
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job that waited too long, and a failed job frees its turn', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 50 });
    const first = heldJob();
    const running = queue.run(first.job);
    await expect(queue.run(async () => 'late')).rejects.toMatchObject({ statusCode: 503 });
    first.finish();
    await running;
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe.each(testDialects)('an upload flood on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lets no more than 60 of 150 parallel uploads through in an hour', async () => {
    const staff = await createTestUser(t.db, { role: 'owner' });
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .png()
      .toBuffer();
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, imageJobs.load().running)), 1);
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => {
        const { payload, headers } = form({ name: 'dish.png', type: 'image/png', content: png });
        return t.app.inject({
          method: 'POST',
          url: '/api/uploads?purpose=food',
          headers: { ...bearer(staff), ...headers },
          payload,
        });
      }),
    );
    clearInterval(watch);
    const count = (status: number) => answers.filter((answer) => answer.statusCode === status);
    // 60 were let in; those the picture queue could not take in time were told to try again.
    expect(count(201).length + count(503).length).toBe(60);
    expect(count(201).length).toBeGreaterThan(0);
    expect(count(429)).toHaveLength(90);
    expect(count(429)[0]?.json()).toMatchObject({ message: messages.tooManyUploads });
    for (const busy of count(503))
      expect(busy.json()).toMatchObject({ message: messages.picturesBusy });
    const stored = await t.db.kysely
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(count(201).length);
    expect(busiest).toBeLessThanOrEqual(1);

    // The hour's allowance is spent: the next one is refused before it is read.
    const { payload, headers } = form({ name: 'one-more.png', type: 'image/png', content: png });
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=food',
      headers: { ...bearer(staff), ...headers },
      payload,
    });
    expect(next.statusCode).toBe(429);
  });
});
