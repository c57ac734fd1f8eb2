import { Card } from "@chartbot/ui/card";
import { Stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import * as styles from "./page.css";

export interface AuthCardProps {
  /** The page's `<h1>`. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content ("Forgot your password?", "Create an account"). */
  footer?: ReactNode;
}

/** The narrow centred card of the sign-in and account-step screens. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className={styles.narrow}>
      <Card as="section" padding="lg" aria-labelledby="auth-card-title">
        <Stack gap="xs">
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </Stack>
        {children}
        {footer && (
          <Stack gap="sm" className={styles.formFooter}>
            {footer}
          </Stack>
        )}
      </Card>
    </div>
  );
}
