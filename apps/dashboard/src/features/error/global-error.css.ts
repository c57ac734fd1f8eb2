import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** The whole-document error page has no app shell around it: its own margins. */
export const standalone = style({
  maxWidth: tokens.size.content,
  marginInline: "auto",
  padding: tokens.space.xl,
});
