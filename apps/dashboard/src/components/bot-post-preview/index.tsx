"use client";

import dynamic from "next/dynamic";
import * as styles from "./bot-post-preview.css";

export { alertPost, commandPost, marketOf, PREVIEW_TIME } from "./preview-posts";

/** `BotPostPreview`, loaded when first shown (a dialog or form opening), not with the page. */
export const LazyBotPostPreview = dynamic(() => import("./bot-post-preview"), {
  ssr: false,
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});
