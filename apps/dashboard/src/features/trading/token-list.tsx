"use client";

import type { TokenList as TokenListData } from "@chartbot/contracts/trading";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { useApiQuery } from "@/api/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import * as formLayout from "@/components/form-layout.css";
import { QueryContent } from "@/components/query-content";
import { formatDate, formatDateTime } from "@/features/format/format";
import { TOKENS_PATH } from "./trading-api";
import { useOptimisticDelete } from "./use-optimistic-delete";

/** Personal API tokens, revoked ones included; an active one can be revoked after a confirmation. */
export function TokenList() {
  const query = useApiQuery<TokenListData>(TOKENS_PATH);
  const revoke = useOptimisticDelete<TokenListData>({
    listPath: TOKENS_PATH,
    // A revoked token stays in the list, marked.
    afterDelete: (list, id) => {
      const now = new Date().toISOString();
      return { tokens: list.tokens.map((token) => (token.id === id ? { ...token, revokedAt: now } : token)) };
    },
    successMessage: (label) => `Token “${label}” revoked`,
    errorTitle: "Could not revoke the token",
  });

  return (
    <QueryContent
      query={query}
      failureTitle="Could not load your API tokens"
      isEmpty={(data) => data.tokens.length === 0}
      empty={
        <EmptyState
          headingLevel="h3"
          title="No API tokens yet"
          description="Create a token to call Chartbot's API or to relay webhooks into your community."
        />
      }
    >
      {(data) => (
        <List aria-label="API tokens">
          {data.tokens.map((token) => (
            <ListRow key={token.id}>
              <ListRowMain>
                <ListRowTitle>
                  {token.label}{" "}
                  {token.revokedAt ? (
                    <Badge tone="negative">Revoked</Badge>
                  ) : (
                    <Badge tone="positive">Active</Badge>
                  )}
                </ListRowTitle>
                <p className={formLayout.muted}>
                  <code className={formLayout.code}>{token.prefix}…</code> · created{" "}
                  {formatDate(token.createdAt)} ·{" "}
                  {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : "never used"}
                  {token.revokedAt && ` · revoked ${formatDate(token.revokedAt)}`}
                </p>
              </ListRowMain>
              {!token.revokedAt && (
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
              )}
            </ListRow>
          ))}
        </List>
      )}
    </QueryContent>
  );
}
