import { AlertIcon, CheckIcon, InfoIcon } from "@chartbot/ui/icons";
import type { ReactNode } from "react";
import * as styles from "./status-message.css";

export interface StatusMessageProps {
  /** Neutral news, a success, or a failure (announced at once). @default "neutral" */
  tone?: "neutral" | "positive" | "negative";
  /** A short bold line before the text. */
  title?: string;
  children?: ReactNode;
  /** For `aria-describedby` of the control the message is about. */
  id?: string;
  className?: string;
}

const icons = { neutral: InfoIcon, positive: CheckIcon, negative: AlertIcon } as const;

/** A message box inside a page or form: a live region, so screen readers hear it when it appears. */
export function StatusMessage({ tone = "neutral", title, children, id, className }: StatusMessageProps) {
  const Icon = icons[tone];
  return (
    <div
      id={id}
      role={tone === "negative" ? "alert" : "status"}
      className={[styles.tone[tone], className].filter(Boolean).join(" ")}
    >
      <Icon size={18} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
