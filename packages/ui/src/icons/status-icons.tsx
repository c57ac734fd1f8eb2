import { drawIcon } from "./icon";

// Status, feedback and form icons (checks, info, alerts, search).

export const CheckIcon = /* @__PURE__ */ drawIcon("CheckIcon", [["path", { d: "m5 12.5 4.5 4.5L19 7.5" }]]);

export const InfoIcon = /* @__PURE__ */ drawIcon("InfoIcon", [
  ["circle", { cx: 12, cy: 12, r: 9 }],
  ["path", { d: "M12 11v5.5M12 7.6v.1" }],
]);

export const AlertIcon = /* @__PURE__ */ drawIcon("AlertIcon", [
  ["path", { d: "M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0Z" }],
  ["path", { d: "M12 9.5v4M12 16.8v.1" }],
]);

export const SearchIcon = /* @__PURE__ */ drawIcon("SearchIcon", [
  ["circle", { cx: 11, cy: 11, r: 7 }],
  ["path", { d: "m20 20-4-4" }],
]);

export const ErrorIcon = /* @__PURE__ */ drawIcon("ErrorIcon", [
  ["circle", { cx: 12, cy: 12, r: 9 }],
  ["path", { d: "m9 9 6 6M15 9l-6 6" }],
]);

/** Locked: needs an add-on or a permission first. */
export const LockIcon = /* @__PURE__ */ drawIcon("LockIcon", [
  ["rect", { x: 5, y: 11, width: 14, height: 10, rx: 2 }],
  ["path", { d: "M8 11V7a4 4 0 0 1 8 0v4" }],
]);
