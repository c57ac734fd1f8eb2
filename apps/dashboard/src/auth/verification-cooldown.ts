import type { MaybeStorage } from "@chartbot/browser-storage";

/** Seconds between two verification emails, so the user cannot flood their inbox (or hit Firebase's limit). */
export const RESEND_COOLDOWN_SECONDS = 60;
/** sessionStorage key: when the last verification email was sent (ms since the epoch). */
export const VERIFICATION_SENT_KEY = "chartbot:verificationSentAt";

/** Records that a verification email was just sent. */
export function markVerificationSent(storage: MaybeStorage, now = Date.now()): void {
  try {
    storage?.setItem(VERIFICATION_SENT_KEY, String(now));
  } catch {
    // Without storage the cooldown only lasts while the page is open.
  }
}

/** Forgets a verification email that turned out not to be sent, so Resend is offered at once. */
export function clearVerificationSent(storage: MaybeStorage): void {
  try {
    storage?.removeItem(VERIFICATION_SENT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** Whole seconds left before another email may be sent; 0 when it may be sent now. */
export function cooldownSecondsLeft(storage: MaybeStorage, now = Date.now()): number {
  let sentAt = Number.NaN;
  try {
    sentAt = Number(storage?.getItem(VERIFICATION_SENT_KEY) ?? Number.NaN);
  } catch {
    return 0;
  }
  if (!Number.isFinite(sentAt) || sentAt > now) return 0;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (now - sentAt) / 1000));
}
