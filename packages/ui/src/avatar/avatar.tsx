"use client";

import { useState } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./avatar.css";
import { AVATAR_IMAGE_SIZE, type AvatarUser, avatarColorIndex, avatarInitial } from "./avatar-identity";

export interface AvatarProps {
  user: AvatarUser;
  /** 32, 40 or 64 px. @default "md" */
  size?: keyof typeof styles.size;
  /** Hides it from assistive technology when a labelled control around it already names the user. @default false */
  decorative?: boolean;
  className?: string;
}

/** The user's photo, or their initial on a colour from the chart palette when there is none (or it fails). */
export function Avatar({ user, size = "md", decorative = false, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = avatarInitial(user);
  const photo = user.photoURL && user.photoURL !== failedUrl ? user.photoURL : null;
  const name = user.displayName?.trim() || user.email?.trim() || "User";
  return (
    <span
      className={joinClassNames(
        styles.root,
        styles.size[size],
        styles.palette[avatarColorIndex(initial)],
        className,
      )}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name })}
      data-initial={initial}
    >
      <span aria-hidden="true">{initial}</span>
      {photo && (
        <img
          src={photo}
          alt=""
          width={AVATAR_IMAGE_SIZE}
          height={AVATAR_IMAGE_SIZE}
          className={styles.image}
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(photo)}
        />
      )}
    </span>
  );
}
