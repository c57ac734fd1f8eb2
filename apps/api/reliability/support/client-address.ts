import { randomInt } from "node:crypto";
import { request } from "node:http";

/**
 * A loopback address for one simulated client: Linux routes all of 127.0.0.0/8 to the loopback interface,
 * so a request can come from any of them. Random, so runs sharing one Redis never share a counter.
 */
export const newClientAddress = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(2, 255)}`;

/** An address a client makes up for `X-Forwarded-For`: a new one every time. */
export const madeUpAddress = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request sent from `from` (the socket's local address, which is what the server sees). */
export function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: init.method ?? "GET",
        localAddress: from,
        agent: false,
        headers: { ...(body !== undefined && { "content-type": "application/json" }), ...init.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}
