import { describe, expect, it } from "vitest";
import { postTestLine } from "./send-post-test";

const test = {
  id: "8b6f2c1e-3f4a-4c55-9a0e-1f2e3d4c5b6a",
  postId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  requestedAt: "2026-11-30T09:00:00.000Z",
  reportedAt: null,
  failureReason: null,
};

describe("postTestLine", () => {
  it("says nothing before the first test", () => {
    expect(postTestLine(undefined, false)).toBeUndefined();
  });

  it("waits for the bot, then says it has not picked the test up once it is late", () => {
    expect(postTestLine({ ...test, status: "pending" }, false)).toBe(
      "Test requested, waiting for Chartbot to post it…",
    );
    expect(postTestLine({ ...test, status: "pending" }, true)).toMatch(
      /^Chartbot has not picked up the test yet/,
    );
  });

  it("names the outcome the bot reported, with the bot's reason for a failure", () => {
    const reported = { ...test, reportedAt: "2026-11-30T09:00:05.000Z" };
    expect(postTestLine({ ...reported, status: "delivered" }, false)).toMatch(
      /^Test posted in the channel \(.+\)\.$/,
    );
    expect(postTestLine({ ...reported, status: "failed", failureReason: "Missing Access" }, false)).toMatch(
      /^Test failed: Missing Access \(.+\)\.$/,
    );
    expect(postTestLine({ ...reported, status: "failed" }, false)).toMatch(
      /^Test failed: Chartbot gave no reason/,
    );
  });
});
