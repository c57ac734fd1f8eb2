import { Redis } from "ioredis";

/** The Redis the suite's API processes share their rate-limit counters in. */
export const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

/** Whether Redis answers at `REDIS_URL` (the rate-limit files are skipped outside CI when it does not). */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const answers = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return answers;
}
