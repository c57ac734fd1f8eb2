import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./icon-button.css";

export interface IconButtonProps extends Omit<ComponentProps<"button">, "aria-label"> {
  /** The accessible name: what the button does ("Open menu"), since it shows only an icon. */
  label: string;
  /** Transparent, or outlined on a raised surface. @default "ghost" */
  variant?: "ghost" | "secondary";
  /** 32 or 40 px square. @default "md" */
  size?: "sm" | "md";
  /** Renders the single child (a link) with these styles instead of a `<button>`. @default false */
  asChild?: boolean;
}

/** A square button that shows only an icon; `label` names it for assistive technology. */
export function IconButton({
  label,
  variant = "ghost",
  size = "md",
  asChild = false,
  className,
  type,
  ...props
}: IconButtonProps) {
  const classNames = joinClassNames(styles.base, styles.variant[variant], styles.size[size], className);
  if (asChild) return <Slot.Root className={classNames} aria-label={label} title={label} {...props} />;
  return (
    <button type={type ?? "button"} className={classNames} aria-label={label} title={label} {...props} />
  );
}
