import { ToastProvider } from "@chartbot/ui/toast";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ensureApiSessionFor } from "@/auth/api-session";
import { AuthContextProvider, type AuthContextValue } from "@/auth/auth-provider";
import { transport } from "@/client/api-fetch";
import { fakeAuth, fakeUser } from "@/test/fake-auth";
import { AppShell } from "./app-shell";

const navigation = vi.hoisted(() => ({
  path: "/",
  search: "",
  replace: vi.fn<(to: string) => void>(),
}));

vi.mock("next/navigation", () => ({
  usePathname: () => navigation.path,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), prefetch: vi.fn() }),
}));

// The bell reads the API on its own (its tests: src/features/notices); here only where the shell puts it.
vi.mock("@/features/notices/notice-bell", () => ({
  NoticeBell: () => <button type="button">Notices</button>,
}));

function renderShell(path: string, auth: AuthContextValue) {
  navigation.path = path;
  const view = (value: AuthContextValue) => (
    <QueryClientProvider client={new QueryClient()}>
      <AuthContextProvider value={value}>
        <ToastProvider>
          <AppShell>
            <p>Page content</p>
          </AppShell>
        </ToastProvider>
      </AuthContextProvider>
    </QueryClientProvider>
  );
  const result = render(view(auth));
  return { ...result, rerenderWith: (next: AuthContextValue) => result.rerender(view(next)) };
}

beforeEach(() => {
  navigation.replace.mockReset();
  navigation.search = "";
});

describe("AppShell gate", () => {
  it("shows only a loading state, and redirects nowhere, until the auth state has loaded", async () => {
    renderShell("/subscriptions", fakeAuth({ loaded: false }));
    expect(screen.getByText("Loading your account…")).toBeTruthy();
    expect(screen.queryByText("Page content")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(localStorage.getItem("lastPage")).toBeNull();
  });

  it("sends a signed-out visitor of /subscriptions to /login, remembering the page, without showing it", async () => {
    renderShell("/subscriptions", fakeAuth({ user: null }));
    expect(screen.queryByText("Page content")).toBeNull();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/login"));
    expect(localStorage.getItem("lastPage")).toBe("subscriptions");
  });

  it("redirects an unverified user on /communities to /account/verify-email", async () => {
    renderShell("/communities", fakeAuth({ user: fakeUser({ emailVerified: false }) }));
    expect(screen.queryByText("Page content")).toBeNull();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/account/verify-email"));
    expect(localStorage.getItem("lastPage")).toBe("communities");
  });

  it("shows an account page to a verified user and remembers it", async () => {
    renderShell("/account/settings", fakeAuth({ user: fakeUser() }));
    expect(screen.getByText("Page content")).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem("lastPage")).toBe("account/settings"));
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("leaves /login only once the API session has started, so the next page load finds its cookie", async () => {
    let answer: (response: Response) => void = () => {};
    const originalFetch = transport.fetch;
    transport.fetch = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    try {
      const started = ensureApiSessionFor({ uid: "u1", getIdToken: async () => "token" }, () => "");
      renderShell("/login", fakeAuth({ user: fakeUser() }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(navigation.replace).not.toHaveBeenCalled();
      answer(new Response(null, { status: 204 }));
      await started;
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/account"));
    } finally {
      transport.fetch = originalFetch;
    }
  });

  it("returns a verified user from /login to the remembered page and forgets it", async () => {
    localStorage.setItem("lastPage", "communities/7");
    renderShell("/login", fakeAuth({ user: fakeUser() }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/communities/7"));
    expect(localStorage.getItem("lastPage")).toBeNull();
  });

  it("sends a verified user on /signup with nothing remembered to /account", async () => {
    renderShell("/signup", fakeAuth({ user: fakeUser() }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/account"));
  });

  it("follows a sign-in: the signed-out /login page is shown, then the user is taken to lastPage", async () => {
    localStorage.setItem("lastPage", "subscriptions");
    const { rerenderWith } = renderShell("/login", fakeAuth({ user: null }));
    expect(screen.getByText("Page content")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigation.replace).not.toHaveBeenCalled();

    rerenderWith(fakeAuth({ user: fakeUser() }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/subscriptions"));
  });

  it("keeps the query of the remembered page: /subscriptions?addon= survives the trip through /login", async () => {
    navigation.search = "addon=price-alerts";
    renderShell("/subscriptions", fakeAuth({ user: null }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/login"));
    expect(localStorage.getItem("lastPage")).toBe("subscriptions?addon=price-alerts");
    cleanup();
    navigation.replace.mockReset();

    navigation.search = "";
    const { rerenderWith } = renderShell("/login", fakeAuth({ user: null }));
    rerenderWith(fakeAuth({ user: fakeUser() }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/subscriptions?addon=price-alerts"));
    expect(localStorage.getItem("lastPage")).toBeNull();
  });

  it.each(["/account/action", "/account/alerts"])("never redirects %s, whatever the state", async (path) => {
    renderShell(path, fakeAuth({ user: null }));
    expect(screen.getByText("Page content")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("remembers ?next= on /login so that signing in returns there", async () => {
    navigation.search = "next=%2Fcommunities%2F1";
    const { rerenderWith } = renderShell("/login", fakeAuth({ user: null }));
    await waitFor(() => expect(localStorage.getItem("lastPage")).toBe("communities/1"));
    rerenderWith(fakeAuth({ user: fakeUser() }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/communities/1"));
  });

  it("ignores a ?next= that leaves the site", async () => {
    navigation.search = "next=%2F%2Fevil.example";
    renderShell("/login", fakeAuth({ user: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem("lastPage")).toBeNull();
  });
});

describe("AppShell header", () => {
  it("offers Sign in to signed-out visitors", () => {
    renderShell("/login", fakeAuth({ user: null }));
    expect(screen.getAllByRole("link", { name: "Sign in" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Control Panel/ })).toBeNull();
  });

  it("shows Verify email, and no Control Panel or avatar, to unverified users", () => {
    renderShell("/account/verify-email", fakeAuth({ user: fakeUser({ emailVerified: false }) }));
    expect(screen.getAllByRole("link", { name: "Verify email" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Control Panel/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });

  it("shows the Control Panel and the avatar menu to verified users", () => {
    renderShell("/account", fakeAuth({ user: fakeUser() }));
    expect(screen.getByRole("button", { name: /Control Panel/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Account menu for Ada" })).toBeTruthy();
  });

  it("links the marketing menu to the marketing site", () => {
    renderShell("/account", fakeAuth({ user: fakeUser() }));
    const install = screen.getAllByRole("link", { name: /Install/ })[0] as HTMLAnchorElement;
    expect(install.getAttribute("href")).toBe("http://localhost:3000/add");
  });

  it("links the logo to the marketing site's home page", () => {
    renderShell("/account", fakeAuth({ user: fakeUser() }));
    const banner = screen.getByRole("banner");
    const logo = within(banner).getByRole("link", { name: "Chartbot home" });
    expect(logo.getAttribute("href")).toBe("http://localhost:3000/");
  });
});

describe("AppShell footer", () => {
  it("links the marketing pages to the marketing site and Sign up to the dashboard", () => {
    renderShell("/login", fakeAuth({ user: null }));
    const footer = within(screen.getByRole("navigation", { name: "Footer" }));
    const hrefOf = (name: string) => footer.getByRole("link", { name }).getAttribute("href");
    expect(hrefOf("Install")).toBe("http://localhost:3000/add");
    expect(hrefOf("Pricing")).toBe("http://localhost:3000/pro");
    expect(hrefOf("Documentation")).toBe("http://localhost:3000/features");
    expect(hrefOf("Company")).toBe("http://localhost:3000/about");
    expect(hrefOf("Privacy Policy")).toBe("http://localhost:3000/privacy-policy");
    expect(hrefOf("Terms of Service")).toBe("http://localhost:3000/terms-of-service");
    expect(hrefOf("Sign up")).toBe("/signup");
  });
});

describe("AppShell notice bell", () => {
  it("is in the header for a verified user only", () => {
    renderShell("/account/settings", fakeAuth({ user: fakeUser() }));
    expect(screen.getByRole("button", { name: "Notices" })).toBeTruthy();
    cleanup();
    for (const auth of [fakeAuth({ user: null }), fakeAuth({ user: fakeUser({ emailVerified: false }) })]) {
      renderShell("/login", auth);
      expect(screen.queryByRole("button", { name: "Notices" })).toBeNull();
      cleanup();
    }
  });
});

describe("AppShell footer's Sign up", () => {
  it("is left out for a signed-in user (verified or not) and while the auth state loads", () => {
    for (const auth of [
      fakeAuth({ user: fakeUser() }),
      fakeAuth({ user: fakeUser({ emailVerified: false }) }),
      fakeAuth({ loaded: false }),
    ]) {
      renderShell("/account/verify-email", auth);
      const footer = within(screen.getByRole("navigation", { name: "Footer" }));
      expect(footer.queryByRole("link", { name: "Sign up" })).toBeNull();
      expect(footer.getByRole("link", { name: "Pricing" })).toBeTruthy();
      cleanup();
    }
  });
});

describe("AppShell dashboard nav", () => {
  const nav = () => screen.getByRole("navigation", { name: "Dashboard" });

  it("lists the dashboard's screens in the spec's names, in order, and marks the current one", () => {
    renderShell("/account/trading", fakeAuth({ user: fakeUser() }));
    const links = within(nav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Shortcuts", "/account"],
      ["My Communities", "/communities"],
      ["Subscriptions", "/subscriptions"],
      ["Price Alerts", "/account/alerts"],
      ["Trading & API Keys", "/account/trading"],
      ["Notices", "/account/notices"],
      ["Account Settings", "/account/settings"],
    ]);
    expect(
      links.filter((link) => link.getAttribute("aria-current") === "page").map((l) => l.textContent),
    ).toEqual(["Trading & API Keys"]);
    expect(screen.getByText("Page content")).toBeTruthy();
  });

  it.each([
    ["/account", "Shortcuts"],
    ["/account/", "Shortcuts"],
    ["/account/settings", "Account Settings"],
    ["/communities/0b5f9d62-8d4c-4a0f-9b0a-1f2e3d4c5b6a", "My Communities"],
    ["/communities/setup", "My Communities"],
    ["/account/alerts", "Price Alerts"],
    ["/subscriptions", "Subscriptions"],
    ["/account/notices", "Notices"],
  ])("on %s marks %s as the current page", (path, current) => {
    renderShell(path, fakeAuth({ user: fakeUser() }));
    const marked = within(nav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it.each([
    ["a signed-out visitor on /login", "/login", fakeAuth({ user: null })],
    ["a signed-out visitor on /signup", "/signup", fakeAuth({ user: null })],
    [
      "an unverified user on /account/verify-email",
      "/account/verify-email",
      fakeAuth({ user: fakeUser({ emailVerified: false }) }),
    ],
    ["a verified user on /account/action", "/account/action", fakeAuth({ user: fakeUser() })],
    ["a signed-out visitor on the public /account/alerts", "/account/alerts", fakeAuth({ user: null })],
    ["anyone while the auth state loads", "/account", fakeAuth({ loaded: false })],
  ])("is not shown to %s", (_who, path, auth) => {
    renderShell(path, auth);
    expect(screen.queryByRole("navigation", { name: "Dashboard" })).toBeNull();
  });
});
