import type { QueryClient } from "@tanstack/react-query";
import { signOut } from "firebase/auth";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { endApiSession } from "./api-session";

/**
 * Signs the user out everywhere (spec section 4, Logout): drops every cached query so no data of this user
 * is shown to the next one, ends the API session cookie, then signs out of Firebase. The auth gate then
 * sends the browser to /login from account pages.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  // Ends the session for every copy of its cookie; a failure (offline) must not keep the user signed in here.
  await endApiSession().catch((error: unknown) => console.error("Could not end the API session", error));
  await signOut(getFirebaseAuth());
  // A query that refetched while signing out would hold data again.
  queryClient.clear();
}
