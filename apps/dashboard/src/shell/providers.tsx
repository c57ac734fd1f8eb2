"use client";

import { LinkProvider } from "@chartbot/ui/link";
import { ToastProvider } from "@chartbot/ui/toast";
import { QueryClientProvider } from "@tanstack/react-query";
import NextLink from "next/link";
import { type ReactNode, useState } from "react";
import { AuthProvider } from "@/auth/auth-provider";
import { ConfirmIdentityProvider } from "@/auth/confirm-identity";
import { createQueryClient } from "@/client/query-client";

/** Everything the pages need around them: queries, auth state, toasts and router links for the kit. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LinkProvider component={NextLink}>
          <ToastProvider>
            <ConfirmIdentityProvider>{children}</ConfirmIdentityProvider>
          </ToastProvider>
        </LinkProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
