import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { validateSignIn } from "@/auth/validation";
import { useAuthForm } from "./use-auth-form";

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

function renderSignInForm() {
  return renderHook(() =>
    useAuthForm({ initialValues: { email: "", password: "" }, validate: validateSignIn }),
  );
}

function type(
  result: ReturnType<typeof renderSignInForm>["result"],
  field: "email" | "password",
  value: string,
) {
  act(() => result.current.field(field).onChange({ target: { value } }));
}

describe("useAuthForm", () => {
  it("shows the field messages and sends nothing while the values are invalid", () => {
    const { result } = renderSignInForm();
    const send = vi.fn(async () => {});
    type(result, "email", "name@example");
    const event = submitEvent();
    act(() => result.current.handleSubmit(send)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.field("email").error).toBe(AUTH_ERROR_MESSAGES["invalid-email"]);
    expect(result.current.field("password").error).toBe("Enter your password.");
    expect(result.current.submitting).toBe(false);
  });

  it("clears a field's message once the field changes", () => {
    const { result } = renderSignInForm();
    act(() => result.current.handleSubmit(async () => {})(submitEvent()));
    type(result, "password", "x");
    expect(result.current.field("password").error).toBeUndefined();
    expect(result.current.field("email").error).toBe("Enter your email address.");
  });

  it("sends the values with the form busy, and is ready again afterwards", async () => {
    const { result } = renderSignInForm();
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    type(result, "email", "name@example.com");
    type(result, "password", "secret");
    act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({ email: "name@example.com", password: "secret" });
    expect(result.current.submitting).toBe(true);
    await act(async () => finish());
    expect(result.current.submitting).toBe(false);
  });

  it("stays busy after success with keepBusy, as the page is about to change", async () => {
    const { result } = renderSignInForm();
    type(result, "email", "name@example.com");
    type(result, "password", "secret");
    await act(async () => result.current.handleSubmit(async () => {}, { keepBusy: true })(submitEvent()));
    expect(result.current.submitting).toBe(true);
  });

  it("shows a rejection with the spec's sign-in message and is ready again", async () => {
    const { result } = renderSignInForm();
    type(result, "email", "name@example.com");
    type(result, "password", "secret");
    const failure = Object.assign(new Error("Firebase: Error (auth/wrong-password)."), {
      code: "auth/wrong-password",
    });
    act(() => result.current.handleSubmit(() => Promise.reject(failure), { keepBusy: true })(submitEvent()));
    await waitFor(() => expect(result.current.formError).toBe(AUTH_ERROR_MESSAGES["wrong-password"]));
    expect(result.current.submitting).toBe(false);

    // The next attempt starts without the old failure.
    act(() => result.current.handleSubmit(() => new Promise(() => {}))(submitEvent()));
    expect(result.current.formError).toBeNull();
  });
});
