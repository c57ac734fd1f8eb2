import { ToastProvider } from "@chartbot/ui/toast";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { AuthContextProvider } from "@/auth/auth-provider";
import { fakeAuth, fakeUser } from "./fake-auth";

/** Renders a screen as the app does: a fresh query client (no retries), a verified user and toasts. */
export function renderWithProviders(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContextProvider value={fakeAuth({ user: fakeUser() })}>
        <ToastProvider>{ui}</ToastProvider>
      </AuthContextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
