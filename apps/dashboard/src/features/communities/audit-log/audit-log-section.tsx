"use client";

import type { AuditLogEntry } from "@chartbot/contracts/audit-log";
import { AUDIT_LOG_RETENTION_DAYS, revertRefusalOf } from "@chartbot/contracts/audit-log";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { auditLogEndpoints } from "@chartbot/contracts/endpoints/audit-log";
import { channelOverrideEndpoints } from "@chartbot/contracts/endpoints/channel-overrides";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { layoutEndpoints } from "@chartbot/contracts/endpoints/layouts";
import { satelliteEndpoints } from "@chartbot/contracts/endpoints/satellites";
import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { List, ListRow, ListRowActions, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { useEffect, useId, useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { loadedItems, useApiPages } from "@/client/use-api-pages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { ShowMore } from "@/components/show-more";
import { channelName } from "@/features/communities/discord-options";
import { useServerChannels } from "@/features/communities/discord-pickers";
import { formatDateTime } from "@/features/format/format";
import { actorWords, auditSettingLabel, auditValueWords, revertedIds } from "./audit-log-values";

/**
 * Who changed which setting when, newest first, a page at a time: each entry with its old and new value in
 * words and a Revert button (after a confirmation). Once a revert is recorded, focus moves to its entry.
 */
export function AuditLogSection({ settings }: { settings: CommunitySettings }) {
  const params = { id: settings.id };
  const pages = useApiPages(auditLogEndpoints.list, { params });
  const channels = useServerChannels(settings.id);
  const listId = useId();
  const [focusId, setFocusId] = useState<string | null>(null);
  const revert = useApiMutation<typeof auditLogEndpoints.revert, AuditLogEntry>(auditLogEndpoints.revert, {
    call: (entry) => ({ params: { ...params, entryId: entry.id } }),
    invalidates: [
      { endpoint: auditLogEndpoints.list, params },
      { endpoint: communityEndpoints.get, params },
      { endpoint: channelOverrideEndpoints.list, params },
      { endpoint: scheduledPostEndpoints.list, params },
      { endpoint: layoutEndpoints.list, params },
      { endpoint: satelliteEndpoints.list, params },
      communityEndpoints.list,
    ],
    successMessage: "Change reverted",
    errorTitle: "Could not revert the change",
    onSuccess: (created) => setFocusId(created.id),
  });
  const entries = loadedItems(pages.data);

  useEffect(() => {
    if (!focusId) return;
    const row = document.getElementById(listId)?.querySelector<HTMLElement>(`[data-entry="${focusId}"]`);
    if (row) {
      row.focus();
      setFocusId(null);
    }
  });

  if (pages.isLoadingError) return <QueryFailure title="Could not load the audit log" query={pages} />;
  if (!pages.data) return <Skeleton height="6rem" />;
  if (entries.length === 0) {
    return (
      <EmptyState
        as="h3"
        title="No changes yet"
        description={`Changes of the settings, channel overrides, posts, satellites, layouts, slots, the Bot License and channel alerts show here, with who made them, for ${AUDIT_LOG_RETENTION_DAYS} days.`}
      />
    );
  }
  const reverted = revertedIds(entries);
  const channel = (id: string) => channelName(channels, id).name;
  return (
    <>
      <p className={formLayout.muted}>Changes of the last {AUDIT_LOG_RETENTION_DAYS} days, newest first.</p>
      <List id={listId} aria-label="Audit log">
        {entries.map((entry) => {
          const label = auditSettingLabel(entry, channel);
          const before = auditValueWords(settings, entry, "before", channel);
          const after = auditValueWords(settings, entry, "after", channel);
          const refusal = revertRefusalOf(entry.setting);
          return (
            <ListRow key={entry.id} data-entry={entry.id} tabIndex={-1}>
              <ListRowMain>
                <ListRowTitle>
                  {label} {entry.revertOf && <Badge tone="neutral">Revert</Badge>}
                  {reverted.has(entry.id) && <Badge tone="neutral">Reverted</Badge>}
                </ListRowTitle>
                <p>
                  {before} → {after}
                </p>
                <p className={formLayout.muted}>
                  {actorWords(entry.actor)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
                {refusal && <p className={formLayout.muted}>Not revertable: {refusal}</p>}
              </ListRowMain>
              {!refusal && !reverted.has(entry.id) && settings.status !== "disconnected" && (
                <ListRowActions>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Revert: ${label}, ${before} → ${after}`}
                      >
                        Revert
                      </Button>
                    }
                    title="Revert this change?"
                    description={`${label} goes back to: ${before}. This is recorded as a new change.`}
                    confirmLabel="Revert change"
                    danger={false}
                    onConfirm={() => revert.mutate(entry)}
                  />
                </ListRowActions>
              )}
            </ListRow>
          );
        })}
      </List>
      <ShowMore pages={pages} listId={listId} itemCount={entries.length} noun="changes" />
    </>
  );
}
