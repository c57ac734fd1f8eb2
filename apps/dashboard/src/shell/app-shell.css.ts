import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const shell = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
});

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: tokens.size.content,
  marginInline: "auto",
  paddingBlock: tokens.space.xxl,
  paddingInline: tokens.space.lg,
  ":focus": { outline: "none" },
});

export const loading = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  minHeight: "40vh",
});
