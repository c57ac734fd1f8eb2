import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionEvents } from "@/client/session-events";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { ConfirmIdentityProvider } from "./confirm-identity";

const firebase = vi.hoisted(() => ({ passwords: [] as string[], wrong: false }));
vi.mock("@/firebase/firebase-auth", () => ({
  getFirebaseAuth: () => ({ currentUser: { getIdToken: async () => "fresh-id-token" } }),
}));
vi.mock("./reauthenticate", () => ({
  hasPassword: (user: { providerIds: string[] }) => user.providerIds.includes("password"),
  reauthenticateWithPassword: async (_user: unknown, password: string) => {
    firebase.passwords.push(password);
    if (firebase.wrong) throw Object.assign(new Error("wrong"), { code: "auth/wrong-password" });
  },
}));

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  firebase.passwords = [];
  firebase.wrong = false;
  api = installFakeApi([{ method: "PUT", path: "/api/session", reply: () => ({ status: 204 }) }]);
  renderWithProviders(
    <ConfirmIdentityProvider>
      <p>Screen</p>
    </ConfirmIdentityProvider>,
  );
});
afterEach(() => api.restore());

const ask = () => {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = sessionEvents.confirmIdentity();
  });
  return answer;
};

describe("ConfirmIdentityProvider", () => {
  it("asks for the password, signs in again and hands the fresh token to the session", async () => {
    const answer = ask();
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    expect(dialog.textContent).toContain("more than 5 minutes ago");
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "my password" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(answer).resolves.toBe(true);
    expect(firebase.passwords).toEqual(["my password"]);
    expect(api.calls).toContainEqual({
      method: "PUT",
      url: "/api/session",
      body: { idToken: "fresh-id-token" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the message of a wrong password, and sends nothing", async () => {
    firebase.wrong = true;
    void ask();
    await screen.findByRole("dialog", { name: "Confirm it's you" });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/password/i);
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole("dialog", { name: "Confirm it's you" })).not.toBeNull();
  });

  it("answers false when the person cancels, so the action fails with the API's message", async () => {
    const answer = ask();
    await screen.findByRole("dialog", { name: "Confirm it's you" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(answer).resolves.toBe(false);
    expect(api.calls).toEqual([]);
  });
});
