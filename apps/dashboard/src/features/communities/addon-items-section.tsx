"use client";

import type { AddonSlug } from "@chartbot/addons";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogTrigger } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { List, ListRow, ListRowActions, ListRowMain } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { apiQueryKey, useApiQuery } from "@/client/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { UsageMeter } from "@/components/usage-meter";
import { AddonRequiredNotice } from "./addon-required-notice";
import { isAddonActive } from "./community-addons";
import { type CommunityItemEndpoints, type ItemList, itemInvalidations } from "./use-save-community-item";

/** How one row names its item: in its buttons' labels, the delete confirmation and the toasts. */
export interface ItemNames {
  /** For the buttons' accessible names: "Edit <label>", "Delete <label>". */
  label: string;
  deleteTitle: string;
  deleteDescription: string;
  deleted: string;
}

/**
 * One kind of item an add-on unlocks in a community (scheduled posts, TradingView layouts); `Params` are an
 * item's path parameters (`{ id, layoutId }`).
 */
export interface AddonItemsKind<Key extends string, Item extends { id: string }, Params> {
  addon: AddonSlug;
  /** The kind's endpoints: `layoutEndpoints`, `scheduledPostEndpoints`. */
  endpoints: CommunityItemEndpoints<Key, Item, Params>;
  /** The key of the items in the list's answer. */
  listKey: Key;
  /** An item's path parameters, for its delete (`{ id: communityId, layoutId: layout.id }`). */
  itemParams: (item: Item) => Params;
  texts: {
    /** The items, plural, as in "Could not load the …". */
    plural: string;
    /** The count's noun, as in "3 of at most 25 …." */
    countNoun: string;
    add: string;
    empty: string;
    listLabel: string;
    confirmDelete: string;
    deleteFailed: string;
  };
  names: (item: Item) => ItemNames;
  /** The row's content beside its buttons. */
  renderItem: (item: Item) => ReactNode;
  /** Buttons of the row before Edit (e.g. Pause, Resume); `editable` is false while the add-on is not active. */
  renderActions?: (item: Item, editable: boolean) => ReactNode;
  /** The dialog that creates an item (no `item`) or edits one. */
  renderDialog: (props: { item?: Item; onSaved: () => void }) => ReactNode;
}

/**
 * A community's items of one add-on: the list with its limit, create and edit in a dialog (only while the
 * add-on is active here), delete (always allowed, and at once in the list: put back if the API refuses).
 */
export function AddonItemsSection<Key extends string, Item extends { id: string }, Params>({
  settings,
  kind,
}: {
  settings: CommunitySettings;
  kind: AddonItemsKind<Key, Item, Params>;
}) {
  const query = useApiQuery(kind.endpoints.list, { params: { id: settings.id } });
  const [creating, setCreating] = useState(false);
  const active = isAddonActive(settings, kind.addon);

  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) {
    return <QueryFailure title={`Could not load the ${kind.texts.plural}`} query={query} />;
  }
  const items: Item[] = query.data[kind.listKey];
  const { limit } = query.data;
  return (
    <Stack gap="lg">
      {!active && <AddonRequiredNotice slug={kind.addon} />}
      <Inline gap="md" justify="space-between">
        <UsageMeter used={items.length} limit={limit}>
          {items.length} of at most {limit} {kind.texts.countNoun}.
        </UsageMeter>
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogTrigger asChild>
            <Button size="sm" disabled={!active || items.length >= limit}>
              {kind.texts.add}
            </Button>
          </DialogTrigger>
          {creating && kind.renderDialog({ onSaved: () => setCreating(false) })}
        </Dialog>
      </Inline>
      {items.length === 0 ? (
        <p className={formLayout.muted}>{kind.texts.empty}</p>
      ) : (
        <List aria-label={kind.texts.listLabel}>
          {items.map((item) => (
            <ItemRow key={item.id} communityId={settings.id} item={item} kind={kind} editable={active} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function ItemRow<Key extends string, Item extends { id: string }, Params>({
  communityId,
  item,
  kind,
  editable,
}: {
  communityId: string;
  item: Item;
  kind: AddonItemsKind<Key, Item, Params>;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const key = apiQueryKey(kind.endpoints.list, { params: { id: communityId } });
  const [editing, setEditing] = useState(false);
  const names = kind.names(item);
  const remove = useApiMutation<typeof kind.endpoints.delete, void, ItemList<Key, Item> | undefined>(
    kind.endpoints.delete,
    {
      call: () => ({ params: kind.itemParams(item) }),
      invalidates: itemInvalidations(kind.endpoints.list, communityId),
      successMessage: names.deleted,
      errorTitle: kind.texts.deleteFailed,
      onMutate: async () => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<ItemList<Key, Item>>(key);
        if (previous) {
          const remaining = previous[kind.listKey].filter((other) => other.id !== item.id);
          queryClient.setQueryData<ItemList<Key, Item>>(key, { ...previous, [kind.listKey]: remaining });
        }
        return previous;
      },
      onError: (_error, _variables, previous) => {
        if (previous) queryClient.setQueryData(key, previous);
      },
    },
  );

  return (
    <ListRow>
      <ListRowMain>{kind.renderItem(item)}</ListRowMain>
      <ListRowActions>
        {kind.renderActions?.(item, editable)}
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button variant="secondary" size="sm" disabled={!editable} aria-label={`Edit ${names.label}`}>
              Edit
            </Button>
          </DialogTrigger>
          {editing && kind.renderDialog({ item, onSaved: () => setEditing(false) })}
        </Dialog>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete ${names.label}`}>
              Delete
            </Button>
          }
          title={names.deleteTitle}
          description={names.deleteDescription}
          confirmLabel={kind.texts.confirmDelete}
          onConfirm={() => remove.mutate()}
        />
      </ListRowActions>
    </ListRow>
  );
}
