// @vitest-environment happy-dom
import { memoryStorage } from "@chartbot/browser-storage/testing";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type UseAuthGateOptions, useAuthGate } from "./use-auth-gate";

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function options(overrides: Partial<UseAuthGateOptions> = {}): UseAuthGateOptions {
  return {
    path: "/account",
    authLoaded: true,
    getIdToken: async () => "token",
    emailVerified: true,
    navigate: vi.fn(),
    storage: memoryStorage(),
    ...overrides,
  };
}

describe("useAuthGate", () => {
  it("does nothing before auth state has loaded", async () => {
    const props = options({ authLoaded: false, getIdToken: vi.fn(async () => null) });
    renderHook(() => useAuthGate(props));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(props.getIdToken).not.toHaveBeenCalled();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it("remembers the page and sends a signed-out user to /login", async () => {
    const storage = memoryStorage();
    const props = options({ path: "/communities/9", getIdToken: async () => null, storage });
    renderHook(() => useAuthGate(props));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith("/login"));
    expect(storage.entries.get("lastPage")).toBe("communities/9");
  });

  it("remembers the page with its query, and returns there after sign-in", async () => {
    const storage = memoryStorage();
    const navigate = vi.fn();
    const initialProps = options({
      path: "/subscriptions",
      search: "addon=price-alerts",
      getIdToken: async () => null,
      navigate,
      storage,
    });
    const { rerender } = renderHook((props: UseAuthGateOptions) => useAuthGate(props), { initialProps });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    expect(storage.entries.get("lastPage")).toBe("subscriptions?addon=price-alerts");

    rerender(options({ path: "/login", search: "", getIdToken: async () => "token", navigate, storage }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/subscriptions?addon=price-alerts"));
    expect(storage.entries.has("lastPage")).toBe(false);
  });

  it("accepts the query with its leading ?", () => {
    const storage = memoryStorage();
    renderHook(() =>
      useAuthGate(options({ path: "/pro", search: "?plan=yearly", getIdToken: async () => null, storage })),
    );
    expect(storage.entries.get("lastPage")).toBe("pro?plan=yearly");
  });

  it("runs again when only the query changes", async () => {
    const storage = memoryStorage();
    const getIdToken = vi.fn(async () => "token");
    const initialProps = options({ path: "/subscriptions", search: "addon=a", getIdToken, storage });
    const { rerender } = renderHook((props: UseAuthGateOptions) => useAuthGate(props), { initialProps });
    expect(storage.entries.get("lastPage")).toBe("subscriptions?addon=a");
    rerender({ ...initialProps, search: "addon=b" });
    expect(storage.entries.get("lastPage")).toBe("subscriptions?addon=b");
    await waitFor(() => expect(getIdToken).toHaveBeenCalledTimes(2));
  });

  it("remembers the page without a query that would be unsafe to return to", () => {
    const storage = memoryStorage();
    renderHook(() =>
      useAuthGate(
        options({
          path: "/subscriptions",
          search: "next=%5C%5Cevil.com",
          getIdToken: async () => null,
          storage,
        }),
      ),
    );
    expect(storage.entries.get("lastPage")).toBe("subscriptions");
  });

  it("remembers the page before the token has arrived", () => {
    const storage = memoryStorage();
    renderHook(() =>
      useAuthGate(options({ path: "/pro", getIdToken: () => new Promise(() => {}), storage })),
    );
    expect(storage.entries.get("lastPage")).toBe("pro");
  });

  it("redirects an unverified user to /account/verify-email", async () => {
    const props = options({ emailVerified: false });
    renderHook(() => useAuthGate(props));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith("/account/verify-email"));
  });

  it("returns a verified user to the remembered lastPage and clears it", async () => {
    const storage = memoryStorage({ lastPage: "subscriptions" });
    const props = options({ path: "/login", storage });
    renderHook(() => useAuthGate(props));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith("/subscriptions"));
    expect(storage.entries.has("lastPage")).toBe(false);
  });

  it("treats a failed token fetch as signed out", async () => {
    const props = options({ getIdToken: () => Promise.reject(new Error("network")) });
    renderHook(() => useAuthGate(props));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith("/login"));
  });

  it("does not navigate when the user may stay", async () => {
    const getIdToken = vi.fn(async () => "token");
    const props = options({ path: "/account/settings", getIdToken });
    renderHook(() => useAuthGate(props));
    await waitFor(() => expect(getIdToken).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it("ignores a token that arrives after the path has changed", async () => {
    const first = deferred<string | null>();
    const second = deferred<string | null>();
    const navigate = vi.fn();
    const storage = memoryStorage();
    const initialProps = options({ path: "/account", getIdToken: () => first.promise, navigate, storage });
    const { rerender } = renderHook((props: UseAuthGateOptions) => useAuthGate(props), { initialProps });
    rerender(options({ path: "/login", getIdToken: () => second.promise, navigate, storage }));
    first.resolve(null);
    second.resolve("token");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/account"));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("uses the latest navigate without running the gate again", async () => {
    const getIdToken = vi.fn(async () => null);
    const later = vi.fn();
    const initialProps = options({ getIdToken });
    const { rerender } = renderHook((props: UseAuthGateOptions) => useAuthGate(props), { initialProps });
    rerender({ ...initialProps, navigate: later });
    await waitFor(() => expect(later).toHaveBeenCalledWith("/login"));
    expect(getIdToken).toHaveBeenCalledTimes(1);
    expect(initialProps.navigate).not.toHaveBeenCalled();
  });

  it("uses the browser's localStorage by default", async () => {
    localStorage.clear();
    const props = options({ path: "/features" });
    delete props.storage;
    renderHook(() => useAuthGate(props));
    expect(localStorage.getItem("lastPage")).toBe("features");
  });
});
