import { drawIcon } from "./icon";

// Controls and navigation. Status and form icons live in status-icons.tsx, so a page whose script needs
// only the header does not carry them.

export const SunIcon = /* @__PURE__ */ drawIcon("SunIcon", [
  ["circle", { cx: 12, cy: 12, r: 4 }],
  [
    "path",
    { d: "M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" },
  ],
]);

export const MoonIcon = /* @__PURE__ */ drawIcon("MoonIcon", [
  ["path", { d: "M20.5 14.2A8.5 8.5 0 1 1 9.8 3.5a6.8 6.8 0 0 0 10.7 10.7Z" }],
]);

export const MenuIcon = /* @__PURE__ */ drawIcon("MenuIcon", [
  ["path", { d: "M4 6.5h16M4 12h16M4 17.5h16" }],
]);

export const CloseIcon = /* @__PURE__ */ drawIcon("CloseIcon", [["path", { d: "M6 6l12 12M18 6 6 18" }]]);

export const ChevronDownIcon = /* @__PURE__ */ drawIcon("ChevronDownIcon", [["path", { d: "m6 9 6 6 6-6" }]]);

export const ChevronRightIcon = /* @__PURE__ */ drawIcon("ChevronRightIcon", [
  ["path", { d: "m9 6 6 6-6 6" }],
]);

export const ExternalLinkIcon = /* @__PURE__ */ drawIcon("ExternalLinkIcon", [
  ["path", { d: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" }],
]);

export const BellIcon = /* @__PURE__ */ drawIcon("BellIcon", [
  ["path", { d: "M6 9.5a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4s2-1.5 2-6.5Z" }],
  ["path", { d: "M10.3 19.5a1.9 1.9 0 0 0 3.4 0" }],
]);

export const LogOutIcon = /* @__PURE__ */ drawIcon("LogOutIcon", [
  ["path", { d: "M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 16.5l4.5-4.5L16 7.5M20.5 12H9.5" }],
]);

export const GridIcon = /* @__PURE__ */ drawIcon("GridIcon", [
  ["rect", { x: 4, y: 4, width: 6.5, height: 6.5, rx: 1.5 }],
  ["rect", { x: 13.5, y: 4, width: 6.5, height: 6.5, rx: 1.5 }],
  ["rect", { x: 4, y: 13.5, width: 6.5, height: 6.5, rx: 1.5 }],
  ["rect", { x: 13.5, y: 13.5, width: 6.5, height: 6.5, rx: 1.5 }],
]);
