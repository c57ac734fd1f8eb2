/** The console methods turned into log lines. */
export type ConsoleMethod = "debug" | "log" | "info" | "warn" | "error";

/** Where the lines go: `process.stdout` unless a test gives its own. */
export interface LineSink {
  write(line: string): unknown;
}

/**
 * One log line for a console call: `level` (pino's 20/30/40/50), `time` (ms), `pid`, `hostname`, `app`, `msg`
 * (the arguments as `console` formats them, without terminal colours) and, when an argument is an `Error`,
 * `err` (`type`, `message`, `stack`, Next's `digest` and `code` when present). Ends with a newline.
 */
export function jsonLine(app: string, method: ConsoleMethod, args: readonly unknown[]): string;

/**
 * Turns the process's `console.debug/log/info/warn/error` into JSON lines on `sink` (stdout), as the API logs:
 * what Next prints (its start-up lines, a request's error with its digest) and what the app prints.
 */
export function logAsJson(app: string, sink?: LineSink): void;
