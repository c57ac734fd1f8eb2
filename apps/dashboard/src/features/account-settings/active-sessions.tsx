"use client";

import { sessionEndpoints } from "@chartbot/contracts/endpoints/session";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Inline } from "@chartbot/ui/inline";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { useToast } from "@chartbot/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useLogout } from "@/auth/use-logout";
import { messageForError } from "@/client/api-error";
import { apiPagesKey, loadedItems, useApiPages } from "@/client/use-api-pages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { ShowMore } from "@/components/show-more";
import { formatDateTime, pluralize } from "@/features/format/format";
import { endAllSessions, endOtherSessions, endSession } from "./sessions-api";
import * as styles from "./settings.css";

/**
 * The devices signed in to this account (browser and system, when they signed in, when they were last
 * active), each of which can be signed out, and "sign out everywhere".
 */
export function ActiveSessions() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const listId = useId();
  const query = useApiPages(sessionEndpoints.list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPagesKey(sessionEndpoints.list) });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: messageForError(error), tone: "negative" });

  if (query.isLoadingError)
    return <QueryFailure title="Could not load your signed-in devices" query={query} />;
  if (!query.data) return <Skeleton height="4rem" />;
  const sessions = loadedItems(query.data);
  const others = sessions.filter((session) => !session.current).length;

  return (
    <div className={styles.form}>
      <p className={formLayout.muted}>
        Where your account is signed in now. Log out a device you do not recognise, then change your password.
      </p>
      <List id={listId} aria-label="Signed-in devices">
        {sessions.map((session) => (
          <ListRow key={session.id}>
            <ListRowMain>
              <ListRowTitle>
                {session.device} {session.current && <Badge tone="positive">This device</Badge>}
              </ListRowTitle>
              <p className={formLayout.muted}>
                Signed in {formatDateTime(session.createdAt)} · last active{" "}
                {formatDateTime(session.lastSeenAt)}
              </p>
            </ListRowMain>
            {!session.current && (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" aria-label={`Log out ${session.device}`}>
                    Log out
                  </Button>
                }
                title="Log out this device?"
                description={`${session.device} is logged out at once and has to sign in again.`}
                confirmLabel="Log out this device"
                onConfirm={() =>
                  endSession(session.id)
                    .then(() => toast({ title: `${session.device} logged out`, tone: "positive" }))
                    .catch(failed("Could not log out the device"))
                    .finally(refresh)
                }
              />
            )}
          </ListRow>
        ))}
      </List>
      <ShowMore pages={query} listId={listId} itemCount={sessions.length} noun="devices" />
      <Inline gap="md">
        {others > 0 && (
          <ConfirmDialog
            trigger={<Button variant="secondary">Log out other devices</Button>}
            title="Log out your other devices?"
            description={`${pluralize(others, "other device is", "other devices are")} logged out at once. This one stays signed in.`}
            confirmLabel="Log out other devices"
            onConfirm={() =>
              endOtherSessions()
                .then(({ ended }) =>
                  toast({ title: `${pluralize(ended, "device", "devices")} logged out`, tone: "positive" }),
                )
                .catch(failed("Could not log out your other devices"))
                .finally(refresh)
            }
          />
        )}
        <ConfirmDialog
          trigger={<Button variant="danger">Log out everywhere</Button>}
          title="Log out everywhere?"
          description="Every device, this one included, is logged out at once and has to sign in again."
          confirmLabel="Log out everywhere"
          danger
          onConfirm={() =>
            endAllSessions()
              .then(() => logout())
              .catch(failed("Could not log out everywhere"))
          }
        />
      </Inline>
    </div>
  );
}
