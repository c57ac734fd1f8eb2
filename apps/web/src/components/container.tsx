import type { ComponentProps } from "react";
import * as styles from "./layout.css";

/** The centred content column. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={className ? `${styles.container} ${className}` : styles.container} {...props} />;
}
