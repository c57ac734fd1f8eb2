"use client";

import type { DiagnosisCause } from "@chartbot/contracts/diagnosis";
import { type BotPost, BotPreview } from "@chartbot/ui/bot-preview";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { Stack } from "@chartbot/ui/stack";
import * as styles from "./bot-post-preview.css";

export interface BotPostPreviewProps {
  /** What the bot will post. */
  post: BotPost;
  /** Why the bot could not post there now; each is listed above the post. */
  stops?: readonly DiagnosisCause[];
  /** The page that diagnoses the channel, offered with `stops`. */
  diagnoseHref?: string;
}

/**
 * "Preview": the post as the bot will make it, drawn as the marketing site draws its bot posts, and above it
 * what would keep the bot from posting it. Loaded on its own (see `LazyBotPostPreview`): its drawings are not
 * part of the page's first script.
 */
export default function BotPostPreview({ post, stops = [], diagnoseHref }: BotPostPreviewProps) {
  return (
    <Stack gap="sm" className={styles.preview} data-testid="bot-post-preview">
      <p className={styles.label}>Preview</p>
      {stops.length > 0 && (
        <Callout tone="warning" title="Chartbot cannot post in this channel now">
          {stops.map((cause) => (
            <span key={`${cause.code}-${cause.permission ?? ""}`} className={styles.cause}>
              {cause.message}
            </span>
          ))}
          {diagnoseHref && <Link href={diagnoseHref}>Diagnose the channel</Link>}
        </Callout>
      )}
      <BotPreview post={post} />
    </Stack>
  );
}
