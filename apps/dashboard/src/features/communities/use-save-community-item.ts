import { useApiMutation } from "@/api/use-api-mutation";

export interface SaveCommunityItemOptions<Item> {
  /** The community's list of such items (`POST` creates one there). */
  listPath: `/api/${string}`;
  /** One item's path (`PATCH` edits it there). */
  itemPath: (id: string) => `/api/${string}`;
  /** The item being edited; a new one is created when absent. */
  item: Item | undefined;
  /** The toast once saved. */
  successMessage: string | ((saved: Item) => string);
}

/**
 * Saves a community's layout or scheduled post from its dialog: creates it when new, edits it otherwise, then
 * refreshes the list and the communities' counts. Failures are left to the form, which shows them.
 */
export function useSaveCommunityItem<Body, Item extends { id: string }>({
  listPath,
  itemPath,
  item,
  successMessage,
}: SaveCommunityItemOptions<Item>) {
  return useApiMutation<Body, Item>({
    path: item ? itemPath(item.id) : listPath,
    method: item ? "PATCH" : "POST",
    invalidates: [listPath, "/api/communities"],
    successMessage,
    silentError: true,
  });
}
