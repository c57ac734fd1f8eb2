import { keyframes, style } from "@vanilla-extract/css";
import { overlay as dialogOverlay } from "../dialog/dialog.css";
import { bareList } from "../theme/bare-list.css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";
import { groupLabel, truncatedNote } from "../theme/text.css";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });

export const overlay = dialogOverlay;

export const panel = style({
  position: "fixed",
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: tokens.zIndex.overlay,
  display: "flex",
  flexDirection: "column",
  width: "min(22rem, 100vw)",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${tokens.duration.normal} ease-out`,
  outline: "none",
});

export const top = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  minHeight: tokens.size.header,
  paddingInline: tokens.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  flex: 1,
  overflowY: "auto",
  padding: tokens.space.lg,
  overscrollBehavior: "contain",
});

export const list = bareList;

export const row = style([
  focusRing,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.space.sm,
    width: "100%",
    minHeight: "2.75rem",
    paddingInline: tokens.space.sm,
    border: 0,
    borderRadius: tokens.radius.md,
    background: "transparent",
    color: vars.color.text,
    fontSize: tokens.fontSize.md,
    fontWeight: tokens.fontWeight.medium,
    textAlign: "start",
    textDecoration: "none",
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surfaceHover },
      "&[aria-current='page']": { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
    },
  },
]);

export const subRow = style([row, { fontSize: tokens.fontSize.sm, paddingInlineStart: tokens.space.lg }]);

export const rowLabel = style({ display: "inline-flex", alignItems: "center", gap: tokens.space.sm });

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${tokens.duration.normal}`,
  selectors: { "[aria-expanded='true'] > &": { transform: "rotate(180deg)" } },
});

export const groupTitle = style([
  groupLabel,
  {
    display: "flex",
    alignItems: "center",
    gap: tokens.space.sm,
    marginTop: tokens.space.sm,
    paddingInline: tokens.space.lg,
    paddingBlock: tokens.space.xs,
    letterSpacing: "0.05em",
  },
]);

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  paddingTop: tokens.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  paddingInline: tokens.space.sm,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
});

export const user = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  paddingInline: tokens.space.sm,
});

export const userText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const userName = style({ fontWeight: tokens.fontWeight.semibold });

export const userEmail = truncatedNote;

export const bottom = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  paddingInline: tokens.space.lg,
  paddingBlock: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
