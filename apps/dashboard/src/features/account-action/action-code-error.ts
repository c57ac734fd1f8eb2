import { messageForAuthError } from "@chartbot/error-messages";

/** What went wrong with an email link, and what the user can do next. */
export interface ActionLinkProblem {
  title: string;
  message: string;
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code.replace(/^auth\//, "") : "";
}

/** A clear message for a failed email action link; spec section 8 messages for the provider's other codes. */
export function problemForActionCode(error: unknown, purpose: string): ActionLinkProblem {
  switch (codeOf(error)) {
    case "expired-action-code":
      return {
        title: "This link has expired",
        message: `Links to ${purpose} only work for a limited time. Request a new one below.`,
      };
    case "invalid-action-code":
      return {
        title: "This link is invalid or was already used",
        message: `Each link to ${purpose} works once. If you already used it, you are all set; otherwise request a new one below.`,
      };
    default:
      return { title: "This link did not work", message: messageForAuthError(error) };
  }
}
