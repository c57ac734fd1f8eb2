import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import { Spinner } from "../spinner/spinner";
import * as styles from "./button.css";

export interface ButtonProps extends ComponentProps<"button"> {
  /** Visual weight: one primary action per view; danger for destructive actions. @default "primary" */
  variant?: "primary" | "secondary" | "ghost" | "danger";
  /** Height and padding: 32, 40 or 48 px tall. @default "md" */
  size?: "sm" | "md" | "lg";
  /** Stretches to the container's width. @default false */
  fullWidth?: boolean;
  /** Shows a spinner and disables the button while an action runs. @default false */
  loading?: boolean;
  /** Renders the single child (a link, for example) with the button's styles instead of a `<button>`. @default false */
  asChild?: boolean;
}

/** A button, or with `asChild` a link styled as one. */
export function Button({
  variant = "primary",
  size = "md",
  fullWidth = false,
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classNames = joinClassNames(
    styles.base,
    styles.variant[variant],
    styles.size[size],
    fullWidth && styles.fullWidth,
    className,
  );
  if (asChild) {
    return (
      <Slot.Root className={classNames} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={classNames}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
