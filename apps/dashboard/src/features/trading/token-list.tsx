"use client";

import type { TokenList as TokenListData } from "@chartbot/contracts/trading";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/api/use-api-mutation";
import { apiQueryKey, useApiQuery } from "@/api/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { formatDate, formatDateTime } from "@/features/format/format";
import { TOKENS_PATH } from "./trading-api";

const tokensKey = apiQueryKey(TOKENS_PATH);

/** Personal API tokens, revoked ones included; an active one can be revoked after a confirmation. */
export function TokenList() {
  const queryClient = useQueryClient();
  const query = useApiQuery<TokenListData>(TOKENS_PATH);
  const revoke = useApiMutation<{ id: string; label: string }, void, TokenListData | undefined>({
    path: ({ id }) => `${TOKENS_PATH}/${encodeURIComponent(id)}`,
    method: "DELETE",
    invalidates: [TOKENS_PATH],
    successMessage: (_result, { label }) => `Token “${label}” revoked`,
    errorTitle: "Could not revoke the token",
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: tokensKey });
      const previous = queryClient.getQueryData<TokenListData>(tokensKey);
      if (previous) {
        const now = new Date().toISOString();
        queryClient.setQueryData<TokenListData>(tokensKey, {
          tokens: previous.tokens.map((token) => (token.id === id ? { ...token, revokedAt: now } : token)),
        });
      }
      return previous;
    },
    onError: (_error, _variables, previous) => {
      if (previous) queryClient.setQueryData(tokensKey, previous);
    },
  });

  if (query.isPending) return <Skeleton height="4rem" />;
  if (query.isError) {
    return <QueryFailure title="Could not load your API tokens" query={query} />;
  }
  if (query.data.tokens.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title="No API tokens yet"
        description="Create a token to call Chartbot's API or to relay webhooks into your community."
      />
    );
  }
  return (
    <List aria-label="API tokens">
      {query.data.tokens.map((token) => (
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
              <code className={formLayout.code}>{token.prefix}…</code> · created {formatDate(token.createdAt)}{" "}
              · {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : "never used"}
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
  );
}
