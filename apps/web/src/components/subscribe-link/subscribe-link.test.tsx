// @vitest-environment happy-dom
import { SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

// React warns about updates outside act() unless told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const API = "http://api.test:4000";
const HREF = "http://dashboard.test/subscriptions?addon=charting";

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** Renders a Subscribe link and its note as a card does, with the API answering `answer`. */
async function renderWith(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  // The store is one per page: a fresh module per test is a fresh page.
  vi.resetModules();
  const { PaymentsOffNote, SubscribeLink } = await import("./subscribe-link");
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <>
        <SubscribeLink apiOrigin={API} href={HREF} noteId="note">
          Subscribe
        </SubscribeLink>
        <PaymentsOffNote apiOrigin={API} id="note" />
      </>,
    ),
  );
  // The request waits for the page's load and an idle moment.
  await act(async () => {
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { container, fetchMock };
}

const services = (payments: boolean) => async () =>
  Response.json({ discordSignIn: true, discordBot: true, payments });

describe("SubscribeLink", () => {
  it("becomes a disabled button described by the reason when the API says payments are off", async () => {
    const { container, fetchMock } = await renderWith(services(false));
    expect(container.querySelector("a")).toBeNull();
    const button = container.querySelector("button");
    expect(button?.getAttribute("aria-disabled")).toBe("true");
    expect(button?.hasAttribute("disabled")).toBe(false);
    expect(button?.getAttribute("aria-describedby")).toBe("note");
    expect(document.getElementById("note")?.textContent).toBe(SERVICE_OFF_MESSAGES.payments);
    // One request, without the visitor's cookies.
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe(`${API}/api/services`);
    expect(init.credentials).toBe("omit");
  });

  it("stays a link, with its note line empty, while payments are on", async () => {
    const { container } = await renderWith(services(true));
    expect(container.querySelector("a")?.getAttribute("href")).toBe(HREF);
    expect(container.querySelector("button")).toBeNull();
    expect(document.getElementById("note")?.textContent).toBe("");
  });

  it("stays a link when the API cannot be asked or answers something else", async () => {
    for (const answer of [
      async () => Promise.reject(new TypeError("Failed to fetch")),
      async () => new Response("busy", { status: 503 }),
      async () => Response.json({ payments: "no" }),
    ]) {
      const { container } = await renderWith(answer);
      expect(container.querySelector("a")?.getAttribute("href")).toBe(HREF);
      await act(async () => root?.unmount());
      root = undefined;
      document.body.innerHTML = "";
    }
  });
});
