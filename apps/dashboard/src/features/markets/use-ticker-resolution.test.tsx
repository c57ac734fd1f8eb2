import type { TickerResolution } from "@chartbot/contracts/alerts";
import type { TickerMode } from "@chartbot/contracts/markets";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aMarketSymbol } from "@/test/alerts";
import { installFakeApi } from "@/test/fake-api";
import { useTickerResolution } from "./use-ticker-resolution";

const BTC_BYBIT = aMarketSymbol();

function answer(ticker: string, mode: TickerMode): TickerResolution {
  const found = ticker.toUpperCase() === "BTC" && mode === "crypto";
  return {
    ticker,
    mode,
    ok: found,
    reason: found ? null : "not-found",
    symbol: found ? BTC_BYBIT : null,
    completed: found,
    alternatives: [],
    suggestions: found ? [] : [BTC_BYBIT],
    message: found ? "BTCUSD (Bybit): Bitcoin / US Dollar" : `No market matches "${ticker}".`,
  };
}

let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  api = installFakeApi([
    {
      method: "GET",
      path: /^\/api\/alerts\/resolve\?/,
      reply: ({ url }) => {
        const params = new URL(url, "http://dashboard").searchParams;
        return { body: answer(params.get("ticker") ?? "", params.get("mode") as TickerMode) };
      },
    },
  ]);
});

afterEach(() => api.restore());

function renderResolution(initial: { ticker: string; mode: TickerMode | undefined }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ ticker, mode }) => useTickerResolution(ticker, mode, 40), {
    initialProps: initial,
    wrapper,
  });
}

describe("useTickerResolution", () => {
  it("is idle while nothing is typed and asks nothing", async () => {
    const { result } = renderResolution({ ticker: "  ", mode: "crypto" });
    expect(result.current).toEqual({ status: "idle" });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(api.calls).toHaveLength(0);
  });

  it("asks once, after typing stops, for the last input in the chosen mode", async () => {
    const { result, rerender } = renderResolution({ ticker: "", mode: "crypto" });
    rerender({ ticker: "B", mode: "crypto" });
    rerender({ ticker: "BT", mode: "crypto" });
    rerender({ ticker: "BTC", mode: "crypto" });
    expect(result.current.status).toBe("resolving");
    await waitFor(() => expect(result.current.status).toBe("resolved"));
    expect(api.calls.map((call) => call.url)).toEqual(["/api/alerts/resolve?ticker=BTC&mode=crypto"]);
    expect(result.current).toMatchObject({
      status: "resolved",
      result: { ok: true, symbol: { ticker: "BTCUSD" } },
    });
  });

  it("resolves again when the mode changes, and never shows the previous input's answer", async () => {
    const { result, rerender } = renderResolution({ ticker: "BTC", mode: "crypto" });
    await waitFor(() => expect(result.current.status).toBe("resolved"));
    rerender({ ticker: "BTC", mode: "traditional" });
    expect(result.current.status).toBe("resolving");
    await waitFor(() => expect(result.current.status).toBe("resolved"));
    expect(result.current).toMatchObject({ result: { ok: false, reason: "not-found", mode: "traditional" } });
    rerender({ ticker: "ETH", mode: "traditional" });
    expect(result.current.status).toBe("resolving");
  });

  it("waits for the mode before asking", async () => {
    const { result } = renderResolution({ ticker: "BTC", mode: undefined });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(result.current.status).toBe("resolving");
    expect(api.calls).toHaveLength(0);
  });

  it("reports a failure so the form can still be sent", async () => {
    api.restore();
    api = installFakeApi([]);
    const { result } = renderResolution({ ticker: "BTC", mode: "crypto" });
    await waitFor(() => expect(result.current.status).toBe("failed"));
  });
});
