"use client";

import type { ComponentProps } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import { ExternalLinkIcon } from "../icons/ui-icons";
import { visuallyHidden } from "../theme/visually-hidden.css";
import { isInternalHref } from "./is-internal-href";
import * as styles from "./link.css";
import { useLinkComponent } from "./link-provider";

export interface LinkProps extends ComponentProps<"a"> {
  href: string;
  /** Underlined in running text, bold-ish on its own, muted in footers and lists. @default "inline" */
  variant?: "inline" | "standalone" | "subtle";
  /** Opens in a new tab, with `rel="noopener noreferrer"`, an icon and a screen-reader hint. @default false */
  targetBlank?: boolean;
  /** Skips the kit's styles, for links styled by their container (menus, buttons). @default false */
  unstyled?: boolean;
}

/** A link: same-site paths go through the app's router link (see `LinkProvider`), others are plain anchors. */
export function Link({
  href,
  variant = "inline",
  targetBlank = false,
  unstyled = false,
  className,
  children,
  ...props
}: LinkProps) {
  const RouterLink = useLinkComponent();
  const Anchor = isInternalHref(href) && !targetBlank ? RouterLink : "a";
  const classNames = joinClassNames(!unstyled && styles.variant[variant], className);
  if (!targetBlank) {
    return (
      <Anchor href={href} className={classNames || undefined} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classNames || undefined} {...props}>
      {children}
      <ExternalLinkIcon size={14} className={styles.externalIcon} />
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
