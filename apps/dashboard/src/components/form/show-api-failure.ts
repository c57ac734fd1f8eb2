import { ApiError } from "@/client/api-error";
import { messageOfError, type SendErrorReport } from "./use-form";

/** Shows a rejected API call above the fields as the `ApiError` itself, so the form can draw it by its code. */
export function showApiFailure<Values>(error: unknown, report: SendErrorReport<Values, ApiError>): void {
  report.failure(
    error instanceof ApiError ? error : new ApiError(0, "invalid_response", messageOfError(error)),
  );
}
