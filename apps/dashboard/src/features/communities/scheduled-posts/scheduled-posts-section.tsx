"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { ParamsOf } from "@chartbot/contracts/endpoint";
import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import type { ScheduledPost } from "@chartbot/contracts/scheduled-posts";
import { Badge } from "@chartbot/ui/badge";
import { Inline } from "@chartbot/ui/inline";
import { ListRowTitle } from "@chartbot/ui/list";
import * as formLayout from "@/components/form-layout.css";
import { type AddonItemsKind, AddonItemsSection } from "@/features/communities/addon-items-section";
import * as styles from "@/features/communities/communities.css";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { periodLabel, scheduleLabel } from "./post-form-values";
import { PausePostButton, PostRunStatus } from "./post-run-status";
import { ScheduledPostDialog } from "./scheduled-post-dialog";

/** The command a post runs, as a member would type it: `p btcusdt`. */
function commandOf(post: ScheduledPost): string {
  return `${post.command}${post.arguments ? ` ${post.arguments}` : ""}`;
}

/**
 * Scheduled posts: the list with each post's runs (last, next, failures, paused and why), create and edit in a
 * dialog, pause and resume (needs Scheduled Posting), delete (always allowed).
 */
export function ScheduledPostsSection({ settings }: { settings: CommunitySettings }) {
  const kind: AddonItemsKind<
    "scheduledPosts",
    ScheduledPost,
    ParamsOf<typeof scheduledPostEndpoints.delete>
  > = {
    addon: ADDON_SLUGS.scheduledPosting,
    endpoints: scheduledPostEndpoints,
    listKey: "scheduledPosts",
    itemParams: (post) => ({ id: settings.id, postId: post.id }),
    texts: {
      plural: "scheduled posts",
      countNoun: "posts",
      add: "Schedule a post",
      empty: "No scheduled posts yet.",
      listLabel: "Scheduled posts",
      confirmDelete: "Delete post",
      deleteFailed: "Could not delete the scheduled post",
    },
    names: (post) => ({
      label: `scheduled post ${commandOf(post)}`,
      deleteTitle: "Delete this scheduled post?",
      deleteDescription: `${commandOf(post)} is no longer posted ${periodLabel(post.periodMinutes)}.`,
      deleted: "Scheduled post deleted",
    }),
    renderItem: (post) => (
      <>
        <ListRowTitle>
          <code className={formLayout.code}>{commandOf(post)}</code>
        </ListRowTitle>
        <p className={formLayout.muted}>
          {scheduleLabel(post)} in channel <code className={formLayout.code}>{post.channelId}</code>
          {post.roleId && (
            <>
              {" "}
              · mentions role <code className={formLayout.code}>{post.roleId}</code>
            </>
          )}
        </p>
        {(post.marketHoursOnly || post.skipHolidays) && (
          <Inline gap="xs">
            {post.marketHoursOnly && <Badge>US market hours only</Badge>}
            {post.skipHolidays && <Badge>Skips US market holidays</Badge>}
          </Inline>
        )}
        {post.message && <p className={styles.quote}>“{post.message}”</p>}
        <PostRunStatus post={post} />
      </>
    ),
    renderActions: (post, editable) => (
      <PausePostButton
        post={post}
        communityId={settings.id}
        label={`scheduled post ${commandOf(post)}`}
        disabled={!editable}
      />
    ),
    renderDialog: (props) => <ScheduledPostDialog settings={settings} {...props} />,
  };
  return <AddonItemsSection settings={settings} kind={kind} />;
}
