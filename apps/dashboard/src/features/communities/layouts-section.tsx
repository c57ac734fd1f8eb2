"use client";

import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogTrigger } from "@chartbot/ui/dialog";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApiMutation } from "../../api/use-api-mutation";
import { apiQueryKey, useApiQuery } from "../../api/use-api-query";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadError } from "../../components/load-error";
import { AddonRequiredNotice } from "./addon-required-notice";
import * as styles from "./communities.css";
import {
  ADDON_SLUGS,
  type CommunitySettings,
  communityApi,
  type Layout,
  type LayoutList,
} from "./community-types";
import { LayoutDialog } from "./layout-dialog";
import { themeLabel } from "./settings-form-values";

/** TradingView layouts: the list, create and edit in a dialog (needs the add-on), delete (always allowed). */
export function LayoutsSection({ settings }: { settings: CommunitySettings }) {
  const api = communityApi(settings.id);
  const query = useApiQuery<LayoutList>(api.layouts);
  const [creating, setCreating] = useState(false);
  const active = settings.addons.some((addon) => addon.slug === ADDON_SLUGS.layouts);

  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load the layouts"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { layouts, limit } = query.data;
  return (
    <div className={styles.form}>
      {!active && <AddonRequiredNotice slug={ADDON_SLUGS.layouts} name="TradingView Layouts" />}
      <div className={styles.sectionBar}>
        <p className={styles.muted}>
          {layouts.length} of at most {limit} layouts.
        </p>
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogTrigger asChild>
            <Button size="sm" disabled={!active || layouts.length >= limit}>
              Add a layout
            </Button>
          </DialogTrigger>
          {creating && <LayoutDialog settings={settings} onSaved={() => setCreating(false)} />}
        </Dialog>
      </div>
      {layouts.length === 0 ? (
        <p className={styles.muted}>No layouts yet.</p>
      ) : (
        <ul className={styles.list} aria-label="TradingView layouts">
          {layouts.map((layout) => (
            <LayoutRow key={layout.id} layout={layout} settings={settings} editable={active} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LayoutRow({
  layout,
  settings,
  editable,
}: {
  layout: Layout;
  settings: CommunitySettings;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const api = communityApi(settings.id);
  const key = apiQueryKey(api.layouts);
  const [editing, setEditing] = useState(false);
  const remove = useApiMutation<void, void, LayoutList | undefined>({
    path: api.layout(layout.id),
    method: "DELETE",
    invalidates: [api.layouts, "/api/communities"],
    successMessage: `Layout “${layout.label}” deleted`,
    errorTitle: "Could not delete the layout",
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LayoutList>(key);
      if (previous) {
        queryClient.setQueryData<LayoutList>(key, {
          ...previous,
          layouts: previous.layouts.filter((item) => item.id !== layout.id),
        });
      }
      return previous;
    },
    onError: (_error, _variables, previous) => {
      if (previous) queryClient.setQueryData(key, previous);
    },
  });

  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemTitle}>
          {layout.label}
          <Badge>{themeLabel(layout.theme)}</Badge>
          {layout.wide && <Badge>Wide</Badge>}
        </p>
        <p className={styles.muted}>
          <Link href={layout.url} targetBlank variant="subtle" className={styles.url}>
            {layout.url}
          </Link>
        </p>
      </div>
      <div className={styles.itemActions}>
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button
              variant="secondary"
              size="sm"
              disabled={!editable}
              aria-label={`Edit layout ${layout.label}`}
            >
              Edit
            </Button>
          </DialogTrigger>
          {editing && <LayoutDialog settings={settings} layout={layout} onSaved={() => setEditing(false)} />}
        </Dialog>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete layout ${layout.label}`}>
              Delete
            </Button>
          }
          title={`Delete the layout “${layout.label}”?`}
          description="Members can no longer call it up. The layout stays on TradingView."
          confirmLabel="Delete layout"
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}
