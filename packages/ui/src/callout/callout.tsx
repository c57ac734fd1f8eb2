import type { ComponentProps, ReactNode } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import { AlertIcon, CheckIcon, ErrorIcon, InfoIcon } from "../icons/status-icons";
import * as styles from "./callout.css";

/** What a callout says: neutral news, a success, something to watch out for, or a failure. */
export type CalloutTone = "info" | "success" | "warning" | "danger";

export interface CalloutProps extends Omit<ComponentProps<"div">, "title" | "role"> {
  /** The kind of message; sets the colours, the icon and the default `announce`. @default "info" */
  tone?: CalloutTone;
  /** A short bold line before the text. */
  title?: ReactNode;
  /**
   * How assistive technology hears it: `status` is read when the screen reader is idle, `alert` at once,
   * `none` is plain content (a note that is on the page from the start and should not be announced).
   * @default "alert" for danger, "status" for the other tones
   */
  announce?: "status" | "alert" | "none";
}

const icons = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, danger: ErrorIcon } as const;

/** A message box inside a page or form; a live region unless `announce="none"`. */
export function Callout({ tone = "info", title, announce, className, children, ...props }: CalloutProps) {
  const Icon = icons[tone];
  const role = announce ?? (tone === "danger" ? "alert" : "status");
  return (
    <div
      role={role === "none" ? undefined : role}
      data-tone={tone}
      className={joinClassNames(styles.tone[tone], className)}
      {...props}
    >
      <span className={joinClassNames(styles.iconBox, styles.icon[tone])}>
        <Icon size={18} />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
