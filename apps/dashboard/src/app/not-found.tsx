import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import type { Metadata } from "next";
import { ROUTES } from "@/auth/routes";
import { Page } from "@/components/page";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <Page
      title="Page not found"
      description="The page you were looking for does not exist or has moved."
      actions={
        <Button asChild>
          <Link href={ROUTES.shortcuts} unstyled>
            Go to Shortcuts
          </Link>
        </Button>
      }
    />
  );
}
