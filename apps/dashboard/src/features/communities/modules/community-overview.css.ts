import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const card = style({ height: "100%" });

/** The module's name and its status badge: the badge stays beside the name, at the top. */
export const heading = style({ overflowWrap: "anywhere" });

export const counts = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.text });
