import { EmailAuthProvider, reauthenticateWithCredential, type User } from "firebase/auth";

/** Whether the user can sign in with a password (and so confirm sensitive changes with it). */
export function hasPassword(user: { providerIds: string[] }): boolean {
  return user.providerIds.includes("password");
}

/** Confirms the user's identity with their current password, as Firebase requires before sensitive changes. */
export async function reauthenticateWithPassword(user: User, password: string): Promise<void> {
  if (!user.email)
    throw Object.assign(new Error("The account has no email address."), { code: "auth/invalid-email" });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}
