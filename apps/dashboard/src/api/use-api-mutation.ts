"use client";

import { useToast } from "@chartbot/ui/toast";
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import { type ApiFetchOptions, apiFetch } from "./api-fetch";
import { type ApiPath, apiQueryKey } from "./use-api-query";

export interface UseApiMutationOptions<Variables, Result, Context = unknown> {
  /** The endpoint, fixed or computed from the variables (`(alert) => \`/api/alerts/${alert.id}\``). */
  path: ApiPath | ((variables: Variables) => ApiPath);
  method: NonNullable<ApiFetchOptions["method"]>;
  /** The JSON body sent; by default the variables themselves (none for DELETE). */
  body?: (variables: Variables) => unknown;
  /** GET endpoints whose cached data this call changes; they are refetched afterwards. */
  invalidates?: ApiPath[] | ((variables: Variables, result: Result) => ApiPath[]);
  /** The success toast's title; no toast when omitted. */
  successMessage?: string | ((result: Result, variables: Variables) => string);
  /** The failure toast's title; the API's message is its description. @default "Something went wrong" */
  errorTitle?: string;
  /** Skips the failure toast (the screen shows the error itself, e.g. next to a field). @default false */
  silentError?: boolean;
  /** Runs before the call, e.g. for an optimistic update; its result is passed to `onError` to undo it. */
  onMutate?: (variables: Variables) => Context | Promise<Context>;
  onSuccess?: (result: Result, variables: Variables) => void | Promise<void>;
  onError?: (error: ApiError, variables: Variables, context: Context | undefined) => void;
}

/** Calls a writing endpoint, shows a toast on success and failure, and refreshes the affected queries. */
export function useApiMutation<Variables = void, Result = unknown, Context = unknown>(
  options: UseApiMutationOptions<Variables, Result, Context>,
): UseMutationResult<Result, ApiError, Variables, Context> {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation<Result, ApiError, Variables, Context>({
    mutationFn: (variables) => {
      const path = typeof options.path === "function" ? options.path(variables) : options.path;
      const body = options.body
        ? options.body(variables)
        : options.method === "DELETE" || variables === undefined
          ? undefined
          : variables;
      return apiFetch<Result>(path, { method: options.method, body });
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
      const paths = typeof invalidates === "function" ? invalidates(variables, result) : (invalidates ?? []);
      await Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: apiQueryKey(path) })));
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
