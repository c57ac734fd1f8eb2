import { Spinner } from "@chartbot/ui/spinner";
import { AuthCard } from "@/components/auth-card";
import * as styles from "@/components/page.css";

/** The card shown while a link or sign-in is being checked. */
export function ActionProgress({ title, label }: { title: string; label: string }) {
  return (
    <AuthCard title={title}>
      <p role="status" className={styles.actions}>
        <Spinner size="sm" label="" />
        {label}
      </p>
    </AuthCard>
  );
}
