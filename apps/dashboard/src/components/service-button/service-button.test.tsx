import { SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServiceButton } from "./service-button";

describe("ServiceButton", () => {
  it("is an ordinary button while its service is on", () => {
    const onClick = vi.fn();
    render(
      <ServiceButton service="discord" available onClick={onClick}>
        Link Discord
      </ServiceButton>,
    );
    const button = screen.getByRole("button", { name: "Link Discord" });
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText(SERVICE_OFF_MESSAGES.discord)).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("stays focusable but does nothing while its service is off, described by the reason shown below it", () => {
    const onClick = vi.fn();
    render(
      <ServiceButton service="payments" available={false} onClick={onClick} loading>
        Subscribe
      </ServiceButton>,
    );
    const button = screen.getByRole("button", { name: "Subscribe" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe(SERVICE_OFF_MESSAGES.payments);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // Off, it never shows the spinner of an action that cannot start.
    expect(button.getAttribute("aria-busy")).toBeNull();
  });
});
