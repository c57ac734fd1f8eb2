"use client";

import { useToast } from "@chartbot/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { logout } from "./logout";

/** `logout()` bound to the app's query client, with a toast if signing out fails. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useCallback(async () => {
    try {
      await logout(queryClient);
    } catch (error) {
      console.error(error);
      toast({ title: "Could not log out", description: "Please try again.", tone: "negative" });
    }
  }, [queryClient, toast]);
}
