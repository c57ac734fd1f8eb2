import type { Endpoint } from "@chartbot/contracts/endpoint";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import type { z } from "zod";
import { useApiMutation } from "@/client/use-api-mutation";
import type { Invalidation } from "@/client/use-api-query";

/** The API's answer for a community's items of one kind: `{ [key]: items, limit }`. */
export type ItemList<Key extends string, Item> = { limit: number } & { [K in Key]: Item[] };

/** A community's path parameters (`/communities/:id/...`). */
interface CommunityParams {
  id: string;
}

/** An endpoint declaration as far as the items need it: its method, path parameters and successful answer. */
type ItemEndpoint<Method, Params, Status extends number, Answer> = Omit<
  Endpoint,
  "method" | "params" | "responses"
> & {
  method: Method;
  params: z.ZodType<Params, Params>;
  responses: { [S in Status]: z.ZodType<Answer> };
};

/**
 * The endpoints of a community's items of one kind (`layoutEndpoints`, `scheduledPostEndpoints`): the list and
 * create take the community's `{ id }`, update and delete the item's `Params` (`{ id, layoutId }`).
 */
export interface CommunityItemEndpoints<
  Key extends string,
  Item,
  Params,
  CreateBody = unknown,
  UpdateBody = unknown,
> {
  list: ItemEndpoint<"GET", CommunityParams, 200, ItemList<Key, Item>>;
  create: ItemEndpoint<"POST", CommunityParams, 201, Item> & { body: z.ZodType<unknown, CreateBody> };
  update: ItemEndpoint<"PATCH", Params, 200, Item> & { body: z.ZodType<unknown, UpdateBody> };
  delete: ItemEndpoint<"DELETE", Params, 204, null>;
}

/**
 * What saving, or deleting, a community's item refreshes: the community's list of such items (`list`) and the
 * communities' counts.
 */
export function itemInvalidations(list: Endpoint, communityId: string): Invalidation[] {
  return [{ endpoint: list, params: { id: communityId } }, communityEndpoints.list];
}

export interface SaveCommunityItemOptions<Item, Params, CreateBody, UpdateBody> {
  endpoints: Pick<
    CommunityItemEndpoints<string, Item, Params, CreateBody, UpdateBody>,
    "create" | "update"
  > & {
    list: Endpoint;
  };
  communityId: string;
  /** An item's path parameters (`PATCH` edits it there). */
  itemParams: (item: Item) => Params;
  /** The toast once saved. */
  successMessage: string | ((saved: Item) => string);
}

/** Creates a new item, or changes one; each resolves with the saved item. */
export interface SaveCommunityItem<Item, CreateBody, UpdateBody> {
  create: (body: CreateBody) => Promise<Item>;
  update: (item: Item, changes: UpdateBody) => Promise<Item>;
}

/**
 * Saves a community's layout or scheduled post from its dialog: creates it when new, edits it otherwise, then
 * refreshes the list and the communities' counts. Failures are left to the form, which shows them.
 */
export function useSaveCommunityItem<Item extends { id: string }, Params, CreateBody, UpdateBody>({
  endpoints,
  communityId,
  itemParams,
  successMessage,
}: SaveCommunityItemOptions<Item, Params, CreateBody, UpdateBody>): SaveCommunityItem<
  Item,
  CreateBody,
  UpdateBody
> {
  const options = {
    invalidates: itemInvalidations(endpoints.list, communityId),
    successMessage,
    silentError: true,
  };
  const create = useApiMutation<typeof endpoints.create, CreateBody>(endpoints.create, {
    ...options,
    call: (body) => ({ params: { id: communityId }, body }),
  });
  const update = useApiMutation<typeof endpoints.update, { params: Params; body: UpdateBody }>(
    endpoints.update,
    { ...options, call: (variables) => variables },
  );
  return {
    create: (body) => create.mutateAsync(body),
    update: (item, changes) => update.mutateAsync({ params: itemParams(item), body: changes }),
  };
}
