import { messageForAuthError } from "@chartbot/error-messages";
import type { SendErrorReport } from "@/components/form";

/** Shows a failed Firebase call above the fields with the spec's message for its code. */
export function showAuthError<Values>(error: unknown, report: SendErrorReport<Values, string>): void {
  report.failure(messageForAuthError(error));
}
