import { media } from "@chartbot/ui/tokens";
import type { GlobalStyleRule } from "@vanilla-extract/css";

/**
 * For `.css.ts` files: on phones, hidden from sight only (screen readers still read it), e.g. the header row of a
 * table whose rows stack into cards there; as it is from tablets up.
 */
export const hiddenFromSightOnPhones: GlobalStyleRule = {
  "@media": {
    [media.belowTablet]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
};
