import {
  SCHEDULED_POST_TEST_INTERVAL_SECONDS,
  type ScheduledPostTest as ScheduledPostTestView,
} from "@chartbot/contracts/scheduled-posts";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, scheduledPosts, scheduledPostTests } from "../../db/schema.js";
import type { AddonRequired } from "../communities/community-refusals.js";
import { isAddonActive } from "../communities/is-addon-active.js";
import { lockScheduledPost } from "./audited-scheduled-post.js";

/** A stored "Send test" of a scheduled post. */
export type ScheduledPostTest = typeof scheduledPostTests.$inferSelect;

/** A test as the API answers it. */
export function toPostTestView(test: ScheduledPostTest): ScheduledPostTestView {
  return {
    id: test.id,
    postId: test.postId,
    status: test.status,
    requestedAt: test.requestedAt.toISOString(),
    reportedAt: test.reportedAt?.toISOString() ?? null,
    failureReason: test.failureReason,
  };
}

export type RequestPostTestResult =
  | { outcome: "requested"; test: ScheduledPostTest }
  | { outcome: "not_found" }
  | { outcome: "too_soon"; retryAfterSeconds: number }
  | AddonRequired;

/**
 * Records a "Send test" of one of the community's scheduled posts for the bot to perform: at most one per post
 * per `SCHEDULED_POST_TEST_INTERVAL_SECONDS` (the post row is locked, so two clicks at once make one test), and
 * only while Scheduled Posting is active in the community (checked after the post is found: a wrong id is a 404).
 */
export async function requestPostTest(
  db: Db,
  communityId: string,
  postId: string,
  now = new Date(),
): Promise<RequestPostTestResult> {
  return db.transaction(async (tx): Promise<RequestPostTestResult> => {
    if (!(await lockScheduledPost(tx, communityId, postId))) return { outcome: "not_found" };
    if (!(await isAddonActive(tx, communityId, "scheduled-posting"))) {
      return { outcome: "addon_required", addon: "scheduled-posting" };
    }
    const latest = await latestTestOf(tx, postId);
    const waited = latest ? (now.getTime() - latest.requestedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < SCHEDULED_POST_TEST_INTERVAL_SECONDS) {
      return {
        outcome: "too_soon",
        retryAfterSeconds: Math.ceil(SCHEDULED_POST_TEST_INTERVAL_SECONDS - waited),
      };
    }
    const [test] = await tx.insert(scheduledPostTests).values({ postId, requestedAt: now }).returning();
    if (!test) throw new Error("insert into scheduled_post_tests returned no row");
    return { outcome: "requested", test };
  });
}

async function latestTestOf(db: Db, postId: string): Promise<ScheduledPostTest | undefined> {
  const [test] = await db
    .select()
    .from(scheduledPostTests)
    .where(eq(scheduledPostTests.postId, postId))
    .orderBy(desc(scheduledPostTests.requestedAt), desc(scheduledPostTests.id))
    .limit(1);
  return test;
}

/** The latest test of one of the community's scheduled posts, if the community has that post and it was tested. */
export async function findLatestPostTest(
  db: Db,
  communityId: string,
  postId: string,
): Promise<ScheduledPostTest | undefined> {
  const [post] = await db
    .select({ id: scheduledPosts.id })
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, postId), eq(scheduledPosts.communityId, communityId)));
  return post ? latestTestOf(db, post.id) : undefined;
}

/**
 * The oldest pending tests, with their posts and servers, for the bot (at most `limit`): not those of a community
 * the bot has left, which stay pending until it is back.
 */
export async function readPendingPostTests(db: Db, limit: number) {
  return db
    .select({ test: scheduledPostTests, post: scheduledPosts, guildId: communities.guildId })
    .from(scheduledPostTests)
    .innerJoin(scheduledPosts, eq(scheduledPosts.id, scheduledPostTests.postId))
    .innerJoin(communities, eq(communities.id, scheduledPosts.communityId))
    .where(and(sql`${scheduledPostTests.status} = 'pending'`, isNull(communities.disconnectedAt)))
    .orderBy(asc(scheduledPostTests.requestedAt), asc(scheduledPostTests.id))
    .limit(limit);
}

/**
 * The bot's report of a test: posted or failed and why. A test already reported keeps its first outcome (a
 * replayed report changes nothing). Undefined when there is no such test.
 */
export async function reportPostTest(
  db: Db,
  testId: string,
  report: { status: "delivered" | "failed"; reason: string | null },
  now = new Date(),
): Promise<ScheduledPostTest | undefined> {
  const [updated] = await db
    .update(scheduledPostTests)
    .set({
      status: report.status,
      failureReason: report.status === "failed" ? report.reason : null,
      reportedAt: now,
    })
    .where(and(eq(scheduledPostTests.id, testId), eq(scheduledPostTests.status, "pending")))
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(scheduledPostTests).where(eq(scheduledPostTests.id, testId));
  return current;
}
