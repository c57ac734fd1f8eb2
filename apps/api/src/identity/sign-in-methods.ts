import type { UserRecord } from "firebase-admin/auth";

/** Whether the Firebase user can sign in with a password (so Discord is not their only way in). */
export const hasPassword = (user: UserRecord) =>
  user.providerData.some((provider) => provider.providerId === "password");
