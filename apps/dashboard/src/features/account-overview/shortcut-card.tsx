"use client";

import { Button } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { cardLink } from "@chartbot/ui/tokens";
import type { CountQuery } from "./shortcut-counts";
import * as styles from "./shortcuts.css";

export interface ShortcutCardProps {
  title: string;
  description: string;
  href: string;
  /** A live count and what it counts ("communities"); none for areas without one. */
  count?: { query: CountQuery; label: (count: number) => string; name: string };
}

/** One area of the account: a card linking there, with its live count. */
export function ShortcutCard({ title, description, href, count }: ShortcutCardProps) {
  return (
    <Card as="li" interactive className={styles.card}>
      <CardTitle as="h2">
        <Link href={href} unstyled className={cardLink}>
          {title}
        </Link>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
      {count && <Count {...count} />}
    </Card>
  );
}

function Count({ query, label, name }: NonNullable<ShortcutCardProps["count"]>) {
  if (query.isPending) {
    return (
      <p className={styles.count}>
        <Skeleton width="2.5rem" height="1.75rem" /> <span>Loading {name}…</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.count}>
        <span className={styles.number} aria-hidden="true">
          —
        </span>{" "}
        <span>Could not load {name}.</span>
        <Button
          variant="ghost"
          size="sm"
          className={styles.retry}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          aria-label={`Retry loading ${name}`}
        >
          Retry
        </Button>
      </p>
    );
  }
  return (
    <p className={styles.count}>
      <span className={styles.number}>{query.data}</span> <span>{label(query.data)}</span>
    </p>
  );
}
