import { media, tokens } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";
import { strip, stripLink } from "../components/link-strip/link-strip.css";

/** Phones and tablets: the nav above the page; desktop: a side column beside it. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.xl,
  "@media": {
    [media.desktop]: { gridTemplateColumns: "13rem minmax(0, 1fr)", gap: tokens.space.xxl },
  },
});

export const content = style({ minWidth: 0 });

export const nav = style([
  strip,
  {
    // A bar that scrolls sideways on phones, out to the page's edges; pinned in place on desktop.
    marginInline: `calc(-1 * ${tokens.space.lg})`,
    paddingInline: tokens.space.lg,
    "@media": {
      [media.desktop]: {
        background: "none",
        overflowX: "visible",
        marginInline: 0,
        paddingInline: 0,
        borderBottom: "none",
        alignSelf: "start",
        position: "sticky",
        top: `calc(${tokens.size.header} + ${tokens.space.lg})`,
      },
    },
  },
]);

export const list = style({
  display: "flex",
  gap: tokens.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.desktop]: { flexDirection: "column" } },
});

export const link = style([
  stripLink,
  { "@media": { [media.desktop]: { fontSize: tokens.fontSize.md, marginBlock: 0 } } },
]);
