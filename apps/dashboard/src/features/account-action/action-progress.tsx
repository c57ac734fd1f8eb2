import { inline } from "@chartbot/ui/inline";
import { Spinner } from "@chartbot/ui/spinner";
import { AuthCard } from "@/components/auth-card";

/** The card shown while a link or sign-in is being checked. */
export function ActionProgress({ title, label }: { title: string; label: string }) {
  return (
    <AuthCard title={title}>
      <p role="status" className={inline()}>
        <Spinner size="sm" label="" />
        {label}
      </p>
    </AuthCard>
  );
}
