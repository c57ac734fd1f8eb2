"use client";

import { lazy, Suspense } from "react";
import type { BotPostPreviewProps } from "./bot-post-preview";
import * as styles from "./bot-post-preview.css";

export { alertPost, commandPost } from "./preview-posts";

// React's own lazy loading rather than next/dynamic: the preview is drawn only after the user types (never on
// the server), and the module pages had no next/dynamic runtime to share.
const BotPostPreview = lazy(() => import("./bot-post-preview"));

/** `BotPostPreview`, loaded when first shown (a dialog or form filled in), not with the page. */
export function LazyBotPostPreview(props: BotPostPreviewProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <BotPostPreview {...props} />
    </Suspense>
  );
}
