"use client";

import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogTrigger } from "@chartbot/ui/dialog";
import { Skeleton } from "@chartbot/ui/skeleton";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApiMutation } from "../../api/use-api-mutation";
import { apiQueryKey, useApiQuery } from "../../api/use-api-query";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadError } from "../../components/load-error";
import { AddonRequiredNotice } from "./addon-required-notice";
import * as styles from "./communities.css";
import {
  ADDON_SLUGS,
  type CommunitySettings,
  communityApi,
  type ScheduledPost,
  type ScheduledPostList,
} from "./community-types";
import { periodLabel } from "./post-form-values";
import { ScheduledPostDialog } from "./scheduled-post-dialog";

/** Scheduled posts: the list, create and edit in a dialog (needs Scheduled Posting), delete (always allowed). */
export function ScheduledPostsSection({ settings }: { settings: CommunitySettings }) {
  const api = communityApi(settings.id);
  const query = useApiQuery<ScheduledPostList>(api.posts);
  const [creating, setCreating] = useState(false);
  const active = settings.addons.some((addon) => addon.slug === ADDON_SLUGS.scheduledPosting);

  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load the scheduled posts"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { scheduledPosts, limit } = query.data;
  return (
    <div className={styles.form}>
      {!active && <AddonRequiredNotice slug={ADDON_SLUGS.scheduledPosting} name="Scheduled Posting" />}
      <div className={styles.sectionBar}>
        <p className={styles.muted}>
          {scheduledPosts.length} of at most {limit} posts.
        </p>
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogTrigger asChild>
            <Button size="sm" disabled={!active || scheduledPosts.length >= limit}>
              Schedule a post
            </Button>
          </DialogTrigger>
          {creating && <ScheduledPostDialog settings={settings} onSaved={() => setCreating(false)} />}
        </Dialog>
      </div>
      {scheduledPosts.length === 0 ? (
        <p className={styles.muted}>No scheduled posts yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Scheduled posts">
          {scheduledPosts.map((post) => (
            <PostRow key={post.id} post={post} settings={settings} editable={active} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PostRow({
  post,
  settings,
  editable,
}: {
  post: ScheduledPost;
  settings: CommunitySettings;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const api = communityApi(settings.id);
  const key = apiQueryKey(api.posts);
  const [editing, setEditing] = useState(false);
  const command = `/${post.command}${post.arguments ? ` ${post.arguments}` : ""}`;
  const remove = useApiMutation<void, void, ScheduledPostList | undefined>({
    path: api.post(post.id),
    method: "DELETE",
    invalidates: [api.posts, "/api/communities"],
    successMessage: "Scheduled post deleted",
    errorTitle: "Could not delete the scheduled post",
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ScheduledPostList>(key);
      if (previous) {
        queryClient.setQueryData<ScheduledPostList>(key, {
          ...previous,
          scheduledPosts: previous.scheduledPosts.filter((item) => item.id !== post.id),
        });
      }
      return previous;
    },
    onError: (_error, _variables, previous) => {
      if (previous) queryClient.setQueryData(key, previous);
    },
  });

  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemTitle}>
          <code className={styles.code}>{command}</code>
        </p>
        <p className={styles.muted}>
          {periodLabel(post.periodMinutes)} in channel <code className={styles.code}>{post.channelId}</code>
          {post.roleId && (
            <>
              {" "}
              · mentions role <code className={styles.code}>{post.roleId}</code>
            </>
          )}
        </p>
        {(post.skipWeekends || post.marketHoursOnly) && (
          <div className={styles.badges}>
            {post.skipWeekends && <Badge>Skips weekends</Badge>}
            {post.marketHoursOnly && <Badge>US market hours only</Badge>}
          </div>
        )}
        {post.message && <p className={styles.quote}>“{post.message}”</p>}
      </div>
      <div className={styles.itemActions}>
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button
              variant="secondary"
              size="sm"
              disabled={!editable}
              aria-label={`Edit scheduled post ${command}`}
            >
              Edit
            </Button>
          </DialogTrigger>
          {editing && (
            <ScheduledPostDialog settings={settings} post={post} onSaved={() => setEditing(false)} />
          )}
        </Dialog>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete scheduled post ${command}`}>
              Delete
            </Button>
          }
          title="Delete this scheduled post?"
          description={`${command} is no longer posted ${periodLabel(post.periodMinutes)}.`}
          confirmLabel="Delete post"
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}
