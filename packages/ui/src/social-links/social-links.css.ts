import { style } from "@vanilla-extract/css";
import { bareRowList } from "../theme/bare-list.css";
import { tokens } from "../theme/contract.css";

export const list = style([bareRowList, { gap: tokens.space.xxs }]);
