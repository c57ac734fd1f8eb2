import { expect, type Page } from "@playwright/test";

/** A response a test provokes on purpose: its path and status. */
export interface ExpectedFailure {
  path: string;
  status: number;
}

/**
 * Records what would show up as an error in the browser's console or network panel: console errors, uncaught
 * exceptions, requests that failed (a CSP block, a refused connection) and 4xx/5xx answers. A request cancelled
 * by a navigation (`net::ERR_ABORTED`) is not a problem. Call the returned function to fail the test with the list.
 */
export function watchPageProblems(page: Page, expected: readonly ExpectedFailure[] = []) {
  const problems: string[] = [];
  const isExpected = (url: string, status: number) =>
    URL.canParse(url) &&
    expected.some((failure) => new URL(url).pathname === failure.path && failure.status === status);

  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium logs every 4xx/5xx answer as a console error too, located at the resource's URL.
    const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
      message.text(),
    );
    if (status && isExpected(message.location().url, Number(status[1]))) return;
    const source = message.location().url;
    problems.push(`console error on ${page.url()}: ${message.text()}${source ? ` (${source})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "unknown";
    if (reason === "net::ERR_ABORTED") return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on("response", (response) => {
    if (response.status() < 400) return;
    if (isExpected(response.url(), response.status())) return;
    problems.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
  });

  return function expectNoPageProblems(): void {
    expect(problems, "console errors and failed requests").toEqual([]);
  };
}
