import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Form } from "./form";
import { useForm } from "./use-form";

function SaveForm() {
  const form = useForm({ initialValues: { label: "Main" } });
  const onSubmit = form.handleSubmit(() => Promise.reject(new Error("The label is taken.")));
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Save">
      <input aria-label="Label" defaultValue="Main" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe("Form", () => {
  it("moves the focus to a failure when it appears, and names it in the form's description", async () => {
    render(<SaveForm />);
    const button = screen.getByRole("button", { name: "Save" });
    button.focus();
    fireEvent.click(button);
    const failure = await screen.findByRole("alert");
    expect(failure.textContent).toContain("The label is taken.");
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(screen.getByRole("form", { name: "Save" }).getAttribute("aria-describedby")).toBe(failure.id);
  });
});
