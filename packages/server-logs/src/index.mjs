import { hostname } from "node:os";
import { format, stripVTControlCharacters } from "node:util";

/** pino's level numbers, which the API's lines carry too. */
const LEVELS = { debug: 20, log: 30, info: 30, warn: 40, error: 50 };

/** An error as a log line carries it: its class, message, stack, and Next's digest and code when it has them. */
function serializeError(error) {
  const { digest, code } = error;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof digest === "string" && { digest }),
    ...(typeof code === "string" && { code }),
  };
}

export function jsonLine(app, method, args) {
  const error = args.find((arg) => arg instanceof Error);
  const text = error && args.length === 1 ? error.message : format(...args);
  const line = {
    level: LEVELS[method],
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    app,
    msg: stripVTControlCharacters(text).trim(),
  };
  if (error) line.err = serializeError(error);
  return `${JSON.stringify(line)}\n`;
}

export function logAsJson(app, sink = process.stdout) {
  for (const method of Object.keys(LEVELS)) {
    console[method] = (...args) => {
      sink.write(jsonLine(app, method, args));
    };
  }
}
