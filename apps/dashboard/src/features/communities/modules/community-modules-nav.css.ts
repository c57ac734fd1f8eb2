import { media } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";
import { strip } from "../../../components/link-strip/link-strip.css";

/** A strip that scrolls sideways below desktop width; from there its links wrap instead. */
export const nav = style([
  strip,
  { "@media": { [media.desktop]: { overflowX: "visible", background: "none" } } },
]);

export const list = style({ "@media": { [media.desktop]: { flexWrap: "wrap" } } });
