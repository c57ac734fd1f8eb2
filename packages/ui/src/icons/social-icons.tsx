import { drawIcon } from "./icon";

/** A chat server (the community's support and announcements server). */
export const ChatIcon = /* @__PURE__ */ drawIcon("ChatIcon", [
  [
    "path",
    {
      d: "M6.5 4h11A2.5 2.5 0 0 1 20 6.5v7.5a2.5 2.5 0 0 1-2.5 2.5H11l-5 4v-4h.5A2.5 2.5 0 0 1 4 14V6.5A2.5 2.5 0 0 1 6.5 4Z",
    },
  ],
  ["path", { d: "M8.5 10.3v.1M12 10.3v.1M15.5 10.3v.1", strokeWidth: 2.25 }],
]);

/** A microblog handle (short public announcements). */
export const MicroblogIcon = /* @__PURE__ */ drawIcon("MicroblogIcon", [
  ["circle", { cx: 12, cy: 12, r: 4 }],
  ["path", { d: "M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-3.9 7.9" }],
]);

/** Source code hosting. */
export const CodeIcon = /* @__PURE__ */ drawIcon("CodeIcon", [
  ["path", { d: "m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" }],
]);
