import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { Link } from "@chartbot/ui/link";
import { ROUTES } from "@/auth/routes";
import { Page } from "./page";

export interface ScreenInProgressProps {
  title: string;
  description: string;
}

/** A screen whose content is still being built: says so, and leads back to the shortcuts. */
export function ScreenInProgress({ title, description }: ScreenInProgressProps) {
  return (
    <Page title={title} description={description}>
      <EmptyState
        title="This screen is being built"
        description="It will be available here soon. Until then, the bot's commands in your server still work."
        action={
          <Button asChild variant="secondary">
            <Link href={ROUTES.shortcuts} unstyled>
              Back to Shortcuts
            </Link>
          </Button>
        }
      />
    </Page>
  );
}
