"use client";

import type { Alert } from "@chartbot/contracts/alerts";
import { Button } from "@chartbot/ui/button";
import { Card } from "@chartbot/ui/card";
import { EmptyState } from "@chartbot/ui/empty-state";
import { PulseIcon } from "@chartbot/ui/icons";
import { Link } from "@chartbot/ui/link";
import { useCallback, useRef, useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";
import { Page, PageSection } from "@/components/page";
import { AlertForm } from "./alert-form";
import { AlertList } from "./alert-list";
import * as styles from "./alerts.css";
import { useAlertToEdit } from "./use-alert-to-edit";

const TITLE = "Price Alerts";
const DESCRIPTION = "Get a message when a market crosses the level you choose.";

/**
 * /account/alerts. The gate never redirects away from this page (spec section 4), so it explains itself to
 * visitors who are signed out or unverified instead of failing.
 */
export function PriceAlerts() {
  const { user } = useAuth();
  const [editing, setEditing] = useState<Alert | undefined>();
  const formCard = useRef<HTMLDivElement>(null);
  const edit = useCallback((alert: Alert) => {
    setEditing(alert);
    // Bring the form, filled in with the alert, into view (it is under the list on phones).
    formCard.current?.scrollIntoView?.({ block: "start" });
  }, []);
  // A notice's fix link opens its alert here (`?edit=<id>`).
  useAlertToEdit(edit);
  if (!user) {
    return (
      <Page title={TITLE} description={DESCRIPTION}>
        <EmptyState
          icon={<PulseIcon size={22} />}
          title="Sign in to manage your alerts"
          description="Price alerts belong to your Chartbot account. Sign in, or create a free account, to set up alerts on any market of the catalogue."
          action={
            <Button asChild>
              <Link href={`${ROUTES.login}?next=${encodeURIComponent(ROUTES.alerts)}`} unstyled>
                Sign in
              </Link>
            </Button>
          }
        />
      </Page>
    );
  }
  if (!user.emailVerified) {
    return (
      <Page title={TITLE} description={DESCRIPTION}>
        <EmptyState
          icon={<PulseIcon size={22} />}
          title="Verify your email first"
          description="Alerts are available once your email address is verified."
          action={
            <Button asChild>
              <Link href={ROUTES.verifyEmail} unstyled>
                Verify your email
              </Link>
            </Button>
          }
        />
      </Page>
    );
  }
  // The list comes first in Tab order, so the page's action takes the keyboard straight to a new alert's form.
  const startNewAlert = () => {
    setEditing(undefined);
    requestAnimationFrame(() => {
      formCard.current?.scrollIntoView?.({ block: "start" });
      formCard.current
        ?.querySelector<HTMLInputElement>("input:not([type=hidden])")
        ?.focus({ preventScroll: true });
    });
  };
  return (
    <Page
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <>
          <Button variant="secondary" onClick={startNewAlert}>
            New alert
          </Button>
          <Button variant="ghost" asChild>
            <Link href={ROUTES.alertHistory} unstyled>
              History
            </Link>
          </Button>
        </>
      }
    >
      {/* The list comes first, on screen and in Tab order; the form follows it (beside it on wide screens). */}
      <div className={styles.layout}>
        <div className={styles.listColumn}>
          <PageSection title="Your alerts">
            <AlertList onEdit={edit} />
          </PageSection>
        </div>
        <div ref={formCard} className={styles.formColumn}>
          <Card>
            <PageSection title={editing ? "Edit alert" : "New alert"}>
              {/* A new form per alert edited: filled in with that alert. */}
              <AlertForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(undefined)} />
            </PageSection>
          </Card>
        </div>
      </div>
    </Page>
  );
}
