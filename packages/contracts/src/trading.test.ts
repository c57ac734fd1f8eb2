import { describe, expect, it } from "vitest";
import {
  CreateCredentialBodySchema,
  keyFormatProblem,
  randomKeysFor,
  TRADING_EXCHANGE_IDS,
  TRADING_EXCHANGES,
  type TradingExchangeId,
} from "./trading.ts";

// Keys shaped like the ones each exchange issues (random values, not real keys).
const REALISTIC: { [Id in TradingExchangeId]: { apiKey: string; apiSecret: string } } = {
  binance: {
    apiKey: "vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A",
    apiSecret: "NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j",
  },
  "binance-futures": {
    apiKey: "dbefbc809e3e83c283a984c3a1459732ea7db1360ca80c5c2c8867408d28cc83",
    apiSecret: "2b5eb11e18796d12d88f13dc27dbbd02c2cc51ff7059765ed9821957d82bb4d9",
  },
  bybit: { apiKey: "T1x2Y3z4A5b6C7d8E9", apiSecret: "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8" },
  bitmex: {
    apiKey: "LAqUlngMIQkIUjXMUreyu3qn",
    apiSecret: "chNOOS4KvNXR_Xq4k4c9qsfoKWvnDecLATCRlcBwyKDYnWgO",
  },
  gate: {
    apiKey: "9f3b2c1d8e7a6f5b4c3d2e1f0a9b8c7d",
    apiSecret: "e5d8a9c7b6f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8",
  },
  huobi: {
    apiKey: "e2xxxxxx-99xxxxxx-84xxxxxx-7xxxx".replace(/x/g, "a"),
    apiSecret: "b0xxxxxx-c6xxxxxx-94xxxxxx-dxxxx".replace(/x/g, "f"),
  },
};

describe("exchange key formats", () => {
  it.each(TRADING_EXCHANGE_IDS)("accepts keys shaped like %s issues them", (exchange) => {
    const body = { label: "Main", exchange, ...REALISTIC[exchange] };
    expect(CreateCredentialBodySchema.safeParse(body).success).toBe(true);
  });

  it("refuses another exchange's keys where the form differs, saying the expected form", () => {
    expect(keyFormatProblem("gate", "apiKey", REALISTIC.binance.apiKey)).toBe(
      "must be 32 hexadecimal characters (0-9, a-f), as Gate issues them",
    );
    expect(keyFormatProblem("binance", "apiSecret", REALISTIC.bybit.apiSecret)).toBe(
      "must be 64 letters and digits, as Binance issues them",
    );
    expect(keyFormatProblem("bybit", "apiKey", REALISTIC.binance.apiKey)).toContain("18 letters and digits");
  });

  it.each([
    ["a space inside", (key: string) => `${key.slice(0, 30)} ${key.slice(31)}`],
    ["a quote", (key: string) => `${key.slice(0, -1)}"`],
    ["a cut-off paste", (key: string) => key.slice(0, 20)],
    ["a doubled paste", (key: string) => key + key],
  ])("refuses a Binance key with %s", (_name, spoil) => {
    expect(keyFormatProblem("binance", "apiKey", spoil(REALISTIC.binance.apiKey))).toBeDefined();
  });

  it("allows slack around the issued length, so an exchange's small change does not lock users out", () => {
    expect(keyFormatProblem("binance", "apiKey", "a".repeat(62))).toBeUndefined();
    expect(keyFormatProblem("bybit", "apiKey", "a".repeat(20))).toBeUndefined();
  });

  it("reports the key and the secret on their own fields, without the values", () => {
    const body = { label: "Main", exchange: "gate", apiKey: "not hex at all", apiSecret: "zz" };
    const result = CreateCredentialBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["apiKey", "must be 32 hexadecimal characters (0-9, a-f), as Gate issues them"],
      ["apiSecret", "must be 64 hexadecimal characters (0-9, a-f), as Gate issues them"],
    ]);
    expect(JSON.stringify(result.error)).not.toContain("not hex at all");
  });

  it("says which exchanges trade live: Binance and Binance Futures", () => {
    expect(TRADING_EXCHANGES.filter((exchange) => exchange.liveTrading).map(({ name }) => name)).toEqual([
      "Binance",
      "Binance Futures",
    ]);
  });
});

describe("randomKeysFor", () => {
  it.each(TRADING_EXCHANGE_IDS)("makes keys %s would accept, different each time", (exchange) => {
    const keys = randomKeysFor(exchange);
    expect(keyFormatProblem(exchange, "apiKey", keys.apiKey)).toBeUndefined();
    expect(keyFormatProblem(exchange, "apiSecret", keys.apiSecret)).toBeUndefined();
    expect(randomKeysFor(exchange).apiKey).not.toBe(keys.apiKey);
  });
});
