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
import { channelName, roleName } from "@/features/communities/discord-options";
import { useServerChannels, useServerRoles } from "@/features/communities/discord-pickers";
import { periodLabel, scheduleLabel } from "./post-form-values";
import { PausePostButton, PostRunStatus } from "./post-run-status";
import { ScheduledPostDialog } from "./scheduled-post-dialog";

/** The command a post runs, as a member would type it: `p btcusdt`. */
function commandOf(post: ScheduledPost): string {
  return `${post.command}${post.arguments ? ` ${post.arguments}` : ""}`;
}

/**
 * Where a post goes, as its dialog names it: `#heatmaps · mentions @Traders` (the server's names, read once a
 * minute; a deleted channel or role says so; the ids while Discord cannot be read).
 */
function PostTarget({ communityId, post }: { communityId: string; post: ScheduledPost }) {
  const channels = useServerChannels(communityId);
  const roles = useServerRoles(communityId);
  const channel = channelName(channels, post.channelId);
  const role = post.roleId ? roleName(roles, post.roleId) : undefined;
  return role ? `${channel.name} · mentions ${role.name}` : channel.name;
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
          {scheduleLabel(post)} in <PostTarget communityId={settings.id} post={post} />
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
