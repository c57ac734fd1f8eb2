import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** The inline SVG charts of a bot preview: candles with an RSI pane, and a depth chart. */
export const chart = style({ width: "100%", height: "auto", aspectRatio: "480 / 270" });

export const chartBackground = style({ fill: vars.color.surfaceSunken });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const up = style({ stroke: vars.color.positive, fill: vars.color.positive });

export const down = style({ stroke: vars.color.negative, fill: vars.color.negative });

export const lastPrice = style({ stroke: vars.color.link, strokeWidth: 1, strokeDasharray: "4 4" });

export const band = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: "2 4" });

export const rsi = style({ fill: "none", stroke: vars.color.accent, strokeWidth: 1.75 });

export const bandLine = style({
  fill: "none",
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeDasharray: "3 3",
});

export const fastAverage = style({ fill: "none", stroke: vars.color.link, strokeWidth: 1.5 });

export const slowAverage = style({ fill: "none", stroke: vars.color.warning, strokeWidth: 1.5 });

export const zone = style({ fill: vars.color.accentSubtle, opacity: 0.8 });

export const trendLine = style({ stroke: vars.color.accent, strokeWidth: 2 });

export const bidArea = style({
  fill: vars.color.positiveSubtle,
  stroke: vars.color.positive,
  strokeWidth: 2,
});

export const askArea = style({
  fill: vars.color.negativeSubtle,
  stroke: vars.color.negative,
  strokeWidth: 2,
});

export const axisText = style({ fill: vars.color.textMuted, fontSize: "12px" });

export const depth = style({ width: "100%", height: "auto", aspectRatio: "480 / 240" });
