import { EXTERNAL_RETURN_KEY } from "@chartbot/auth-gate/next-target";
import { type MemoryStorage, memoryStorage } from "@chartbot/browser-storage/testing";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeAuth, fakeUser } from "@/test/fake-auth";
import { type DashboardGateOptions, useDashboardGate } from "./use-dashboard-gate";

const WEB = "https://chartbot.example";

function setup(options: Partial<DashboardGateOptions> & Pick<DashboardGateOptions, "path" | "auth">) {
  const storage = options.storage ?? { local: memoryStorage(), session: memoryStorage() };
  const navigate = vi.fn<(to: string) => void>();
  const leave = vi.fn<(url: string) => void>();
  const props: DashboardGateOptions = { search: "", navigate, leave, webOrigin: WEB, storage, ...options };
  const hook = renderHook((current: DashboardGateOptions) => useDashboardGate(current), {
    initialProps: props,
  });
  return {
    ...hook,
    props,
    storage: storage as { local: MemoryStorage; session: MemoryStorage },
    navigate,
    leave,
  };
}

describe("useDashboardGate", () => {
  it("returns to the marketing page given as ?next= once the user has signed in", async () => {
    const signedOut = fakeAuth({ user: null });
    const { rerender, props, storage, navigate, leave } = setup({
      path: "/login",
      search: `next=${encodeURIComponent(`${WEB}/pro/price-alerts`)}`,
      auth: signedOut,
    });
    await waitFor(() => expect(storage.session.getItem(EXTERNAL_RETURN_KEY)).toBe(`${WEB}/pro/price-alerts`));

    rerender({ ...props, auth: fakeAuth({ user: fakeUser() }) });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${WEB}/pro/price-alerts`));
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.session.getItem(EXTERNAL_RETURN_KEY)).toBeNull();
  });

  it("keeps the marketing page for later while an unverified user is sent to verify the email", async () => {
    const { rerender, props, storage, navigate, leave } = setup({
      path: "/signup",
      search: `next=${encodeURIComponent(`${WEB}/pro`)}`,
      auth: fakeAuth({ user: null }),
    });
    await waitFor(() => expect(storage.session.getItem(EXTERNAL_RETURN_KEY)).toBe(`${WEB}/pro`));
    rerender({ ...props, auth: fakeAuth({ user: fakeUser({ emailVerified: false }) }) });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/account/verify-email"));
    expect(leave).not.toHaveBeenCalled();
    expect(storage.session.getItem(EXTERNAL_RETURN_KEY)).toBe(`${WEB}/pro`);

    rerender({ ...props, path: "/account/verify-email", search: "", auth: fakeAuth({ user: fakeUser() }) });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${WEB}/pro`));
  });

  it("sends a remembered marketing path (the home page) to the marketing origin", async () => {
    const storage = { local: memoryStorage({ lastPage: "" }), session: memoryStorage() };
    const { leave, navigate } = setup({ path: "/login", auth: fakeAuth({ user: fakeUser() }), storage });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${WEB}/`));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("reports pending while auth loads and while a redirect is due, not on a page that stays", () => {
    expect(setup({ path: "/account", auth: fakeAuth({ loaded: false }) }).result.current.pending).toBe(true);
    expect(setup({ path: "/account", auth: fakeAuth({ user: null }) }).result.current.pending).toBe(true);
    expect(setup({ path: "/account", auth: fakeAuth({ user: fakeUser() }) }).result.current.pending).toBe(
      false,
    );
    expect(setup({ path: "/login", auth: fakeAuth({ user: null }) }).result.current.pending).toBe(false);
    expect(setup({ path: "/account/action", auth: fakeAuth({ user: null }) }).result.current.pending).toBe(
      false,
    );
  });
});
