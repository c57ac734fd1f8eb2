"use client";

import type { BodyOf, CallOf, Endpoint, ResultOf } from "@chartbot/contracts/endpoint";
import { useToast } from "@chartbot/ui/toast";
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { type RawCall, sendCall } from "./api-fetch";
import { type Invalidation, invalidationKeys } from "./use-api-query";

export interface UseApiMutationOptions<E extends Endpoint, Variables, Context = unknown> {
  /**
   * The call made of the variables: its params, query and body (`(alert) => ({ params: { id: alert.id } })`).
   * By default the variables are the body.
   */
  call?: (variables: Variables) => CallOf<E>;
  /** Endpoints whose cached answers this call changes; they are refetched afterwards. */
  invalidates?: Invalidation[] | ((variables: Variables, result: ResultOf<E>) => Invalidation[]);
  /** The success toast's title; no toast when omitted. */
  successMessage?: string | ((result: ResultOf<E>, variables: Variables) => string);
  /** The failure toast's title; the API's message is its description. @default "Something went wrong" */
  errorTitle?: string;
  /** Skips the failure toast (the screen shows the error itself, e.g. next to a field). @default false */
  silentError?: boolean;
  /** Runs before the call, e.g. for an optimistic update; its result is passed to `onError` to undo it. */
  onMutate?: (variables: Variables) => Context | Promise<Context>;
  onSuccess?: (result: ResultOf<E>, variables: Variables) => void | Promise<void>;
  onError?: (error: ApiError, variables: Variables, context: Context | undefined) => void;
}

/**
 * Calls a writing endpoint of the contract (`useApiMutation(alertEndpoints.create, { invalidates: [...] })`),
 * shows a toast on success and failure, and refreshes the affected queries.
 */
export function useApiMutation<E extends Endpoint, Variables = BodyOf<E>, Context = unknown>(
  endpoint: E,
  options: UseApiMutationOptions<E, Variables, Context> = {},
): UseMutationResult<ResultOf<E>, ApiError, Variables, Context> {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation<ResultOf<E>, ApiError, Variables, Context>({
    mutationFn: (variables) => {
      const call: RawCall = options.call
        ? (options.call(variables) as RawCall)
        : variables === undefined
          ? {}
          : { body: variables };
      return sendCall(endpoint, call) as Promise<ResultOf<E>>;
    },
    ...(options.onMutate && { onMutate: options.onMutate }),
    onSuccess: async (result, variables) => {
      const { successMessage, invalidates } = options;
      if (successMessage) {
        const title =
          typeof successMessage === "function" ? successMessage(result, variables) : successMessage;
        toast({ title, tone: "positive" });
      }
      await options.onSuccess?.(result, variables);
      const refreshed =
        typeof invalidates === "function" ? invalidates(variables, result) : (invalidates ?? []);
      await Promise.all(
        refreshed.flatMap(invalidationKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error, variables, context) => {
      if (!options.silentError) {
        toast({
          title: options.errorTitle ?? "Something went wrong",
          description: error.message,
          tone: "negative",
        });
      }
      options.onError?.(error, variables, context);
    },
  });
}
