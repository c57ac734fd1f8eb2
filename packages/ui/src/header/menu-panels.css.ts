import { style } from "@vanilla-extract/css";
import { bareList } from "../theme/bare-list.css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";
import { groupLabel } from "../theme/text.css";

export const panel = style({ display: "flex", flexDirection: "column", padding: tokens.space.md });

export const dropdownPanel = style([panel, { width: "min(36rem, calc(100vw - 2rem))" }]);

export const megaPanel = style([panel, { width: "min(48rem, calc(100vw - 2rem))" }]);

export const megaPanelLarge = style([panel, { width: "min(62rem, calc(100vw - 2rem))" }]);

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const groups = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: tokens.space.lg,
});

export const groupsLarge = style({ gridTemplateColumns: "repeat(4, minmax(0, 1fr))" });

export const group = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, minWidth: 0 });

export const groupTitle = style([
  groupLabel,
  {
    display: "flex",
    alignItems: "center",
    gap: tokens.space.sm,
    paddingInline: tokens.space.sm,
    paddingBlock: tokens.space.xs,
    letterSpacing: "0.05em",
  },
]);

export const groupIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: tokens.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const groupList = bareList;

export const itemLink = style([
  focusRing,
  {
    display: "flex",
    flexDirection: "column",
    gap: tokens.space.xxs,
    paddingInline: tokens.space.sm,
    paddingBlock: tokens.space.sm,
    borderRadius: tokens.radius.md,
    color: vars.color.text,
    textDecoration: "none",
    transition: `background-color ${tokens.duration.fast}`,
    selectors: {
      "&:hover": { background: vars.color.surfaceHover },
      "&[data-active]": {
        background: vars.color.surfaceHover,
        boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      },
    },
  },
]);

export const itemName = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const itemDescription = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const overview = style({
  marginTop: tokens.space.md,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
