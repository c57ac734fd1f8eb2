import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { validateSignIn } from "@/auth/validation";
import { showAuthError } from "@/components/auth-form";
import { useForm } from "./use-form";

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

function renderSignInForm() {
  return renderHook(() =>
    useForm({
      initialValues: { email: "", password: "" },
      validate: validateSignIn,
      onSendError: showAuthError,
    }),
  );
}

function type(
  result: ReturnType<typeof renderSignInForm>["result"],
  field: "email" | "password",
  value: string,
) {
  act(() => result.current.field(field).onChange({ target: { value } }));
}

describe("useForm", () => {
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
    await waitFor(() => expect(result.current.failure).toBe(AUTH_ERROR_MESSAGES["wrong-password"]));
    expect(result.current.submitting).toBe(false);

    // The next attempt starts without the old failure.
    act(() => result.current.handleSubmit(() => new Promise(() => {}))(submitEvent()));
    expect(result.current.failure).toBeNull();
  });

  it("shows the error's own message when the form says nothing else", async () => {
    const { result } = renderHook(() => useForm({ initialValues: { label: "Main" } }));
    act(() =>
      result.current.handleSubmit(() => Promise.reject(new Error("The label is taken.")))(submitEvent()),
    );
    await waitFor(() => expect(result.current.failure).toBe("The label is taken."));
  });

  it("takes a failure away once its cause is gone, keeping the values", async () => {
    const { result } = renderHook(() => useForm({ initialValues: { label: "Main" } }));
    act(() =>
      result.current.handleSubmit(() => Promise.reject(new Error("Alert limit reached.")))(submitEvent()),
    );
    await waitFor(() => expect(result.current.failure).toBe("Alert limit reached."));
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
    expect(result.current.values).toEqual({ label: "Main" });
  });

  it("puts a server's field messages on the fields and focuses the first", async () => {
    const form = document.createElement("form");
    const input = document.createElement("input");
    input.setAttribute("aria-invalid", "true");
    form.append(input);
    document.body.append(form);
    const { result } = renderHook(() =>
      useForm<{ ticker: string }, { code: string }>({
        initialValues: { ticker: "BTC" },
        onSendError: (_error, report) => report.fieldErrors({ ticker: 'No market matches "BTC".' }),
      }),
    );
    result.current.formRef.current = form;
    act(() => result.current.handleSubmit(() => Promise.reject(new Error("404")))(submitEvent()));
    await waitFor(() => expect(result.current.errors.ticker).toBe('No market matches "BTC".'));
    expect(result.current.failure).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));
    form.remove();
  });

  it("keeps a failure of any shape, and sets non-text values", async () => {
    const { result } = renderHook(() =>
      useForm<{ placement: "above" | "below"; level: string }, { code: string }>({
        initialValues: { placement: "above", level: "1" },
        onSendError: (error, report) => report.failure({ code: (error as Error).message }),
      }),
    );
    act(() => result.current.setValue("placement", "below"));
    expect(result.current.values.placement).toBe("below");
    act(() => result.current.handleSubmit(() => Promise.reject(new Error("limit_reached")))(submitEvent()));
    await waitFor(() => expect(result.current.failure).toEqual({ code: "limit_reached" }));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ placement: "above", level: "1" });
    expect(result.current.failure).toBeNull();
  });
});
