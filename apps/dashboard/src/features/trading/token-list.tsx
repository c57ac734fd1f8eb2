"use client";

import { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import type { Token, TokenPage } from "@chartbot/contracts/trading";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { type ReactNode, useId } from "react";
import { changeLoadedItems, type LoadedPages, loadedItems, useApiPages } from "@/client/use-api-pages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { ShowMore } from "@/components/show-more";
import { formatDate, formatDateTime } from "@/features/format/format";
import { useOptimisticDelete } from "./use-optimistic-delete";

/**
 * Personal API tokens: the active ones (a few: the API limits them), each revocable after a confirmation,
 * then the revoked ones, which only pile up, a page at a time with "Show more".
 */
export function TokenList() {
  const active = useApiPages(tradingEndpoints.tokens, { query: { status: "active" } });
  const revoked = useApiPages(tradingEndpoints.tokens, { query: { status: "revoked" } });
  const activeListId = useId();
  const revokedListId = useId();
  const revoke = useOptimisticDelete<LoadedPages<TokenPage>>({
    list: tradingEndpoints.tokens,
    remove: tradingEndpoints.deleteToken,
    // Gone from the active list at once; the revoked list is read again when the API has answered.
    afterDelete: (pages, id) =>
      changeLoadedItems<Token, TokenPage>(pages, (tokens) => tokens.filter((token) => token.id !== id)),
    successMessage: (label) => `Token “${label}” revoked`,
    errorTitle: "Could not revoke the token",
  });

  // A page after the first that fails leaves the query in error with its data: that is ShowMore's to say.
  const failed = [active, revoked].find((query) => query.isLoadingError);
  if (failed) return <QueryFailure title="Could not load your API tokens" query={failed} />;
  if (!active.data || !revoked.data) return <Skeleton height="4rem" />;

  const activeTokens = loadedItems(active.data);
  const revokedTokens = loadedItems(revoked.data);
  if (activeTokens.length === 0 && revokedTokens.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title="No API tokens yet"
        description="Create a token to call Chartbot's API or to relay webhooks into your community."
      />
    );
  }

  return (
    <>
      {activeTokens.length > 0 ? (
        <List id={activeListId} aria-label="Active API tokens">
          {activeTokens.map((token) => (
            <TokenRow key={token.id} token={token}>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" aria-label={`Revoke token ${token.label}`}>
                    Revoke
                  </Button>
                }
                title="Revoke this token?"
                description={`Anything using the token “${token.label}” stops working at once. This cannot be undone.`}
                confirmLabel="Revoke token"
                onConfirm={() => revoke.mutate({ id: token.id, label: token.label })}
              />
            </TokenRow>
          ))}
        </List>
      ) : (
        <p className={formLayout.muted}>No active tokens. Create one above.</p>
      )}
      <ShowMore pages={active} listId={activeListId} itemCount={activeTokens.length} noun="active tokens" />
      {revokedTokens.length > 0 && (
        <>
          <h3 className={formLayout.subheading}>Revoked tokens</h3>
          <List id={revokedListId} aria-label="Revoked API tokens">
            {revokedTokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </List>
          <ShowMore
            pages={revoked}
            listId={revokedListId}
            itemCount={revokedTokens.length}
            noun="revoked tokens"
          />
        </>
      )}
    </>
  );
}

/** How the list names each scope. */
const SCOPE_LABELS: Record<Token["scope"], string> = { read: "Read only", "read-write": "Read and write" };

/** One token: its label, state and scope, its prefix and dates (last used, or "Never used"), and any action. */
function TokenRow({ token, children }: { token: Token; children?: ReactNode }) {
  return (
    <ListRow>
      <ListRowMain>
        <ListRowTitle>
          {token.label}{" "}
          {token.revokedAt ? <Badge tone="negative">Revoked</Badge> : <Badge tone="positive">Active</Badge>}{" "}
          <Badge tone="neutral">{SCOPE_LABELS[token.scope]}</Badge>
        </ListRowTitle>
        <p className={formLayout.muted}>
          <code className={formLayout.code}>{token.prefix}…</code> · Created {formatDate(token.createdAt)} ·{" "}
          {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : "Never used"}
          {token.revokedAt && ` · Revoked ${formatDate(token.revokedAt)}`}
        </p>
      </ListRowMain>
      {children}
    </ListRow>
  );
}
