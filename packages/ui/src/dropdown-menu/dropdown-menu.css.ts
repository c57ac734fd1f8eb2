import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const icon = style({ display: "inline-flex", color: vars.color.textMuted, flexShrink: 0 });

export const danger = style({ color: vars.color.negative });
