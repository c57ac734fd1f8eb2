import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { createUser, uniqueEmail } from "./auth-emulator";

/** A user made for the notices spec, with three unread notices and an unsubscribe token of theirs. */
export interface NoticeUser {
  email: string;
  password: string;
  accountId: string;
  /**
   * When "An alert could not be delivered" happened (ISO 8601): five minutes before the seed ran, which on a busy
   * machine can be several minutes before the spec shows it.
   */
  alertNoticeAt: string;
  /** Signed by the API's own code with the key the API runs with: unsubscribes "A payment failed". */
  unsubscribeToken: string;
}

/** Where the global setup hands the users to the spec (workers inherit the setup's environment). */
export const NOTICE_USERS_VARIABLE = "E2E_NOTICE_USERS";

const PASSWORD = "a long enough password";

/**
 * Makes `count` fresh users (one per attempt of the notices spec: a retry finds its own unread notices) with
 * their notices, in the database the end-to-end API will open, before it opens it (PGlite has one process). No
 * producer of notices can be driven from a test (they follow real failures over time), and the API has no route
 * that writes one, so they are written with the API's own `raiseNotice`, as the demo seed writes its data.
 */
export async function seedNoticeUsers(
  apiDir: string,
  env: Record<string, string | undefined>,
  count = 2,
): Promise<NoticeUser[]> {
  const users = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const email = uniqueEmail(`notices-${attempt}`);
    users.push({ email, uid: await createUser(email, PASSWORD) });
  }
  const result = spawnSync(
    join(apiDir, "node_modules", ".bin", "tsx"),
    [join(import.meta.dirname, "notice-seed-script.ts"), JSON.stringify(users)],
    { cwd: apiDir, env: env as NodeJS.ProcessEnv, encoding: "utf8" },
  );
  if (result.status !== 0) {
    throw new Error(`The notices seed failed (exit code ${result.status}): ${result.stderr}`);
  }
  const lines = result.stdout.trim().split("\n");
  const seeded = JSON.parse(lines[lines.length - 1] ?? "[]") as Omit<NoticeUser, "email" | "password">[];
  return users.map((user, index) => ({
    email: user.email,
    password: PASSWORD,
    ...(seeded[index] as Omit<NoticeUser, "email" | "password">),
  }));
}

/** The users the global setup made, for the spec. */
export function noticeUsers(): NoticeUser[] {
  const value = process.env[NOTICE_USERS_VARIABLE];
  if (!value) throw new Error(`${NOTICE_USERS_VARIABLE} is not set: the global setup seeds the notice users`);
  return JSON.parse(value) as NoticeUser[];
}
