import { describe, expect, it } from "vitest";
import {
  historyApiQuery,
  historyFilterFromQuery,
  historyQueryString,
  isFiltered,
} from "./alert-history-filter";

const ID = "0b5e7c1e-2f4a-4d1b-9a39-2a9a3c1f0d11";

describe("the history's filter in its address", () => {
  it("reads the alert, status and delivery, and leaves out anything that is not one", () => {
    expect(
      historyFilterFromQuery({ alert: ID.toUpperCase(), status: "failed", delivery: "webhook" }),
    ).toEqual({
      alertId: ID,
      status: "failed",
      delivery: "webhook",
    });
    expect(historyFilterFromQuery({ alert: "42", status: "lost", delivery: ["channel", "webhook"] })).toEqual(
      {
        alertId: undefined,
        status: undefined,
        delivery: "channel",
      },
    );
  });

  it("writes back the same query, and the API's query holds only what is set", () => {
    const filter = { alertId: ID, status: "pending" as const, delivery: undefined };
    expect(historyQueryString(filter)).toBe(`?alert=${ID}&status=pending`);
    expect(
      historyFilterFromQuery(Object.fromEntries(new URLSearchParams(historyQueryString(filter)))),
    ).toEqual(filter);
    expect(historyQueryString({})).toBe("");
    expect(historyApiQuery(filter)).toEqual({ alertId: ID, status: "pending" });
    expect(isFiltered(filter)).toBe(true);
    expect(isFiltered({})).toBe(false);
  });
});
