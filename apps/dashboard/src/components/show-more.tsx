"use client";

import { Button } from "@chartbot/ui/button";
import { Spinner } from "@chartbot/ui/spinner";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { useEffect, useState } from "react";
import { Failure } from "@/components/failure";

/** What `ShowMore` needs of a paged query (react-query's infinite query result). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{
    data?: { pages: { items: unknown[] }[] };
    error: { message: string } | null;
  }>;
}

export interface ShowMoreProps {
  pages: MorePages;
  /** The `id` of the list the pages fill (its children are the items): focus moves to the first new one. */
  listId: string;
  /** How many items the list shows now. */
  itemCount: number;
  /** What is listed, in the plural: "Show more past alerts", "Loading more past alerts…". */
  noun: string;
}

/** A load that was asked for: the items shown before it, and once it came, how many are loaded. */
interface Request {
  from: number;
  to?: number;
}

/**
 * Loads the next page of a list on request. The button keeps focus while the page loads (it is marked busy,
 * not disabled, which would drop focus); once the new items are drawn, focus moves to the first of them, so
 * reading goes on there, and a polite status says how many came. The button goes once the last page is in.
 */
export function ShowMore({ pages, listId, itemCount, noun }: ShowMoreProps) {
  const [request, setRequest] = useState<Request | null>(null);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const loading = pages.isFetchingNextPage || (request !== null && request.to === undefined);

  useEffect(() => {
    if (request?.to === undefined || itemCount < request.to) return;
    setRequest(null);
    const added = request.to - request.from;
    setStatus(added > 0 ? `${added} more ${noun} shown.` : `No more ${noun}.`);
    const items = document.getElementById(listId)?.children;
    const target = added > 0 ? items?.[request.from] : pages.hasNextPage ? undefined : items?.[itemCount - 1];
    if (target instanceof HTMLElement) {
      if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus();
    }
  }, [request, itemCount, listId, noun, pages.hasNextPage]);

  const showMore = async () => {
    if (loading) return;
    const from = itemCount;
    setRequest({ from });
    setFailure(null);
    setStatus(`Loading more ${noun}…`);
    const result = await pages.fetchNextPage();
    if (result.error) {
      setRequest(null);
      setFailure(result.error.message);
      setStatus(`Could not load more ${noun}.`);
      return;
    }
    const to = result.data?.pages.reduce((count, page) => count + page.items.length, 0) ?? from;
    setRequest({ from, to });
  };

  return (
    <>
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={() => void showMore()}
        >
          {loading && <Spinner size="sm" label="" />}
          {loading ? `Loading more ${noun}…` : `Show more ${noun}`}
        </Button>
      )}
      {failure && <Failure title={`Could not load more ${noun}`}>{failure}</Failure>}
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
    </>
  );
}
