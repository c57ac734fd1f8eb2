/**
 * What API calls need from the signed-in session, provided by the auth layer (`AuthProvider`,
 * `ConfirmIdentityProvider`) so the fetch helper does not depend on React or Firebase.
 */
export const sessionEvents = {
  /** Resolves once the session is started. */
  ready: (): Promise<void> => Promise.resolve(),
  /** The API answered 401: the session ended (signed out elsewhere, revoked, expired). */
  ended: (): void => {},
  /** Asks the person to confirm it is them; resolves true once the session is re-authenticated. */
  confirmIdentity: (): Promise<boolean> => Promise.resolve(false),
};
