import type { DiagnosisCause } from "@chartbot/contracts/diagnosis";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import BotPostPreview from "./bot-post-preview";
import { commandPost } from "./preview-posts";

const post = commandPost({
  command: "c",
  arguments: "BTCUSD 1h",
  text: "Hello {role}",
  mention: "traders",
})?.post;
if (!post) throw new Error("a chart command has a preview");

describe("BotPostPreview", () => {
  it("shows the post as a captioned figure with the bot's name, the mention and the chart", () => {
    render(<BotPostPreview post={post} />);
    const caption = screen.getByText(/^What Chartbot will post in the channel for c BTCUSD 1h\./);
    expect(caption.tagName).toBe("FIGCAPTION");
    const figure = caption.closest("figure");
    if (!figure) throw new Error("the caption is the figure's");
    expect(figure.textContent).toContain("Chartbot");
    expect(figure.textContent).toContain("@traders");
    expect(screen.getByRole("img", { name: /BTCUSD \(1h\): the chart the bot draws/ })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says above the post what stops the bot from posting, with the way to the diagnosis", () => {
    const stop: DiagnosisCause = {
      code: "missing_permission",
      severity: "blocking",
      message: "Chartbot cannot send messages in #markets: the category Trading denies Send Messages.",
      permission: "Send Messages",
      deniedBy: "category",
      fix: null,
    };
    render(<BotPostPreview post={post} stops={[stop]} diagnoseHref="/communities/c1/diagnosis?channel=1" />);
    const callout = screen.getByRole("status");
    expect(callout.textContent).toContain("Chartbot cannot post in this channel now");
    expect(callout.textContent).toContain(stop.message);
    expect(screen.getByRole("link", { name: "Diagnose the channel" }).getAttribute("href")).toBe(
      "/communities/c1/diagnosis?channel=1",
    );
  });
});
