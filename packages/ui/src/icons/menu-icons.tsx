import type { ComponentType } from "react";
import type { MenuIconName } from "../menu/types";
import { drawIcon, type IconProps } from "./icon";

/** Candlesticks: the charting features. */
export const CandlesIcon = /* @__PURE__ */ drawIcon("CandlesIcon", [
  ["path", { d: "M7 3v3M7 15v6M17 3v5M17 17v4" }],
  ["rect", { x: 4.5, y: 6, width: 5, height: 9, rx: 1 }],
  ["rect", { x: 14.5, y: 8, width: 5, height: 9, rx: 1 }],
]);

/** A price pulse: prices and market data. */
export const PulseIcon = /* @__PURE__ */ drawIcon("PulseIcon", [
  ["path", { d: "M3 12h4l2.5-7 5 14 2.5-7h4" }],
]);

/** Opposite arrows: trading tools. */
export const SwapIcon = /* @__PURE__ */ drawIcon("SwapIcon", [
  ["path", { d: "M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" }],
]);

/** A clock: alerts and scheduled automation. */
export const ClockIcon = /* @__PURE__ */ drawIcon("ClockIcon", [
  ["circle", { cx: 12, cy: 12, r: 9 }],
  ["path", { d: "M12 7v5l3.5 2" }],
]);

/** The icon drawn for each `MenuGroup.image`. */
export const menuIcons: Record<MenuIconName, ComponentType<IconProps>> = {
  charts: CandlesIcon,
  "market-data": PulseIcon,
  trading: SwapIcon,
  automation: ClockIcon,
};
