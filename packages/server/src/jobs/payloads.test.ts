import { describe, expect, it } from 'vitest';
import { JOB_VERSION, readJob, storedJob, UnreadableJob } from './payloads.ts';

describe('the payloads of jobs', () => {
  it('stores a job with the version of its shape and reads it back as it was enqueued', () => {
    const data = { deliveryId: 7, tries: 2, resent: true };
    const stored = storedJob<'deliveries'>(data);
    expect(stored).toEqual({ ...data, job_version: JOB_VERSION });
    // What pg-boss hands back is the JSON of what was stored.
    expect(readJob('deliveries', JSON.parse(JSON.stringify(stored)))).toEqual(data);
  });

  it('reads a job stored before jobs carried a version as version 1', () => {
    expect(readJob('mails', { kind: 'confirm', subscriptionId: 3 })).toEqual({
      kind: 'confirm',
      subscriptionId: 3,
    });
    expect(readJob('events', { bulletinId: 1, typeId: 2, event: 'published', eventId: 'e-1' })).toEqual({
      bulletinId: 1,
      typeId: 2,
      event: 'published',
      eventId: 'e-1',
    });
  });

  it("reads the minute's tick, which pg-boss schedules without data", () => {
    expect(readJob('clock', null)).toEqual({});
  });

  it('refuses a payload that does not fit its queue, naming the queue and the field', () => {
    const read = () => readJob('notifications', { about: 'step', bulletinId: 'nine' });
    expect(read).toThrow(UnreadableJob);
    expect(read).toThrow(/notifications queue.*bulletinId/s);
  });

  it('refuses a payload stored by a newer release rather than guess its shape', () => {
    expect(() => readJob('deliveries', { deliveryId: 1, tries: 0, job_version: JOB_VERSION + 1 })).toThrow(
      /version 2 is not one this release reads/,
    );
    expect(() => readJob('deliveries', { deliveryId: 1, tries: 0, job_version: 'one' })).toThrow(
      UnreadableJob,
    );
  });
});
