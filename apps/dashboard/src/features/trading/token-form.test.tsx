import type { CreatedToken } from "@chartbot/contracts/trading";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { aCreatedToken } from "@/test/trading";
import { TokenForm } from "./token-form";

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

function installTokenApi() {
  api = installFakeApi([
    {
      method: "POST",
      path: "/api/trading/tokens",
      reply: ({ body }) => {
        const { label, scope } = body as { label: string; scope: CreatedToken["scope"] };
        return { status: 201, body: aCreatedToken({ label, scope }) };
      },
    },
    {
      method: "GET",
      path: "/api/trading/tokens?status=active",
      reply: () => ({ body: { items: [], nextCursor: null } }),
    },
  ]);
}

const posted = () => api.calls.filter((call) => call.method === "POST").map((call) => call.body);

describe("TokenForm", () => {
  it("asks read only or read-write, each with its help, read only chosen first", () => {
    installTokenApi();
    renderWithProviders(<TokenForm />);
    const group = screen.getByRole("radiogroup", { name: "What the token may do" });
    expect(group).toBeTruthy();
    const read = screen.getByRole("radio", { name: "Read only" });
    const write = screen.getByRole("radio", { name: "Read and write" });
    expect(read.getAttribute("aria-checked")).toBe("true");
    expect(write.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(/It cannot change anything/)).toBeTruthy();
    expect(screen.getByText(/creates, changes and deletes alerts/)).toBeTruthy();
  });

  it("creates a read-only token by default", async () => {
    installTokenApi();
    renderWithProviders(<TokenForm />);
    fireEvent.change(screen.getByRole("textbox", { name: "Token label" }), { target: { value: "Reader" } });
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));
    await waitFor(() => expect(posted()).toEqual([{ label: "Reader", scope: "read" }]));
  });

  it("creates a read-write token when chosen, with the keyboard (arrow keys move the choice)", async () => {
    installTokenApi();
    renderWithProviders(<TokenForm />);
    const read = screen.getByRole("radio", { name: "Read only" });
    read.focus();
    fireEvent.keyDown(read, { key: "ArrowDown" });
    const write = screen.getByRole("radio", { name: "Read and write" });
    await waitFor(() => expect(write.getAttribute("aria-checked")).toBe("true"));
    expect(document.activeElement).toBe(write);
    fireEvent.change(screen.getByRole("textbox", { name: "Token label" }), { target: { value: "Deployer" } });
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));
    await waitFor(() => expect(posted()).toEqual([{ label: "Deployer", scope: "read-write" }]));
    await screen.findByRole("dialog");
  });
});
