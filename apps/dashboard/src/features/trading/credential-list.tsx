"use client";

import { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import { type CredentialList as CredentialListData, TRADING_EXCHANGES } from "@chartbot/contracts/trading";
import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { useApiQuery } from "@/client/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import * as formLayout from "@/components/form-layout.css";
import { QueryContent } from "@/components/query-content";
import { formatDate } from "@/features/format/format";
import { useOptimisticDelete } from "./use-optimistic-delete";

/** Whether the trading tool places real orders on a saved credential's exchange. */
function tradesLive(exchange: string): boolean {
  return TRADING_EXCHANGES.some((offered) => offered.id === exchange && offered.liveTrading);
}

/** The saved exchange keys, masked, each removable after a confirmation. */
export function CredentialList() {
  const query = useApiQuery(tradingEndpoints.credentials);
  const remove = useOptimisticDelete<CredentialListData>({
    list: tradingEndpoints.credentials,
    remove: tradingEndpoints.deleteCredential,
    afterDelete: (list, id) => ({
      credentials: list.credentials.filter((credential) => credential.id !== id),
    }),
    successMessage: (label) => `Keys “${label}” removed`,
    errorTitle: "Could not remove the keys",
  });

  return (
    <QueryContent
      query={query}
      failureTitle="Could not load your exchange keys"
      isEmpty={(data) => data.credentials.length === 0}
      empty={
        <EmptyState
          headingLevel="h3"
          title="No exchange keys yet"
          description="Add an exchange API key to trade live from chat with the bot's trading commands."
        />
      }
    >
      {(data) => (
        <List aria-label="Saved exchange keys">
          {data.credentials.map((credential) => (
            <ListRow key={credential.id}>
              <ListRowMain>
                <ListRowTitle>{credential.label}</ListRowTitle>
                <p className={formLayout.muted}>
                  {credential.exchangeName} · key{" "}
                  <code className={formLayout.code}>{credential.maskedKey}</code> · added{" "}
                  {formatDate(credential.createdAt)}
                  {tradesLive(credential.exchange) ? "" : " · no live trading on this exchange yet"}
                </p>
              </ListRowMain>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" aria-label={`Remove keys ${credential.label}`}>
                    Remove
                  </Button>
                }
                title="Remove these keys?"
                description={`The ${credential.exchangeName} keys “${credential.label}” are deleted from Chartbot. Trading commands stop working with them. Also delete the key on the exchange if you no longer use it.`}
                confirmLabel="Remove keys"
                onConfirm={() => remove.mutate({ id: credential.id, label: credential.label })}
              />
            </ListRow>
          ))}
        </List>
      )}
    </QueryContent>
  );
}
