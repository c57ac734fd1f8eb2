"use client";

import { Button } from "@chartbot/ui/button";
import { useMarkNoticesRead } from "./use-notices";

/**
 * "Mark all as read" (`POST /notices/read {all: true}`). With nothing unread, or while it is sent, it stays in
 * place and focusable but does nothing (`aria-disabled`): a button that vanished would drop the focus.
 */
export function MarkAllReadButton({ unread, variant }: { unread: number; variant: "ghost" | "secondary" }) {
  const markAll = useMarkNoticesRead({ successMessage: "All notices marked read" });
  return (
    <Button
      variant={variant}
      size="sm"
      aria-disabled={unread === 0 || markAll.isPending || undefined}
      onClick={() => {
        if (unread > 0 && !markAll.isPending) markAll.mutate({ all: true });
      }}
    >
      Mark all as read
    </Button>
  );
}
