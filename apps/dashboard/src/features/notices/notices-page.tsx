"use client";

import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import type { Notice } from "@chartbot/contracts/notices";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { Inline } from "@chartbot/ui/inline";
import { List, ListRow, ListRowActions, ListRowMain } from "@chartbot/ui/list";
import { RadioGroup } from "@chartbot/ui/radio-group";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { useId, useState } from "react";
import { loadedItems, useApiPages } from "@/client/use-api-pages";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { Page, PageSection } from "@/components/page";
import { ShowMore } from "@/components/show-more";
import { MarkAllReadButton } from "./mark-all-read";
import { NoticeBody } from "./notice-body";
import { NoticeSettings } from "./notice-settings";
import { useMarkNoticesRead } from "./use-notices";

/** Notices a page of the list holds. */
export const NOTICES_PAGE_SIZE = 20;

type Filter = "unread" | "all";

const FILTERS = [
  { value: "all", label: "All" },
  { value: "unread", label: "Unread" },
] as const;

/** `/account/notices`: every notice, newest first, a page at a time, and which are emailed. */
export function NoticesScreen() {
  return (
    <Page
      title="Notices"
      description="What broke in the communities you run, with the link that fixes it. Also sent as Discord direct messages."
    >
      <PageSection title="Your notices" id="notice-list">
        <NoticeListSection />
      </PageSection>
      <PageSection title="Notice emails" id="notice-settings">
        <NoticeSettings />
      </PageSection>
    </Page>
  );
}

function NoticeListSection() {
  const [filter, setFilter] = useState<Filter>("all");
  const listId = useId();
  const pages = useApiPages(noticeEndpoints.list, {
    query: { limit: String(NOTICES_PAGE_SIZE), ...(filter === "unread" && { unread: "true" as const }) },
    keepPrevious: true,
  });
  const markOne = useMarkNoticesRead();
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const notices = loadedItems(pages.data);
  const now = Date.now();
  const markRead = (notice: Notice) => {
    if (notice.readAt === null) markOne.mutate({ ids: [notice.id] });
  };

  return (
    <Stack gap="md">
      <RadioGroup
        label="Show"
        orientation="horizontal"
        options={FILTERS}
        value={filter}
        onValueChange={(value) => setFilter(value === "unread" ? "unread" : "all")}
      />
      {pages.data && (
        <Inline gap="md" align="center">
          <p className={formLayout.muted} role="status">
            {unread === 0 ? "No unread notices." : `${unread} unread.`}
          </p>
          {notices.length > 0 && <MarkAllReadButton unread={unread} variant="secondary" />}
        </Inline>
      )}
      {pages.isLoadingError ? (
        <QueryFailure title="Could not load your notices" query={pages} />
      ) : !pages.data ? (
        <Skeleton height="6rem" />
      ) : notices.length === 0 ? (
        filter === "unread" ? (
          <EmptyState as="h3" title="No unread notices" description="Everything here has been read." />
        ) : (
          <EmptyState
            as="h3"
            title="No notices"
            description="When something breaks in a community you run, it shows here with the link that fixes it."
          />
        )
      ) : (
        <>
          <List id={listId} aria-label="Notices">
            {notices.map((notice) => (
              <ListRow key={notice.id}>
                <ListRowMain>
                  <NoticeBody notice={notice} heading="h3" now={now} onFollowFix={markRead} />
                </ListRowMain>
                {notice.readAt === null && (
                  <ListRowActions>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Mark “${notice.title}” read`}
                      onClick={() => markRead(notice)}
                    >
                      Mark read
                    </Button>
                  </ListRowActions>
                )}
              </ListRow>
            ))}
          </List>
          <ShowMore pages={pages} listId={listId} itemCount={notices.length} noun="notices" />
        </>
      )}
    </Stack>
  );
}
