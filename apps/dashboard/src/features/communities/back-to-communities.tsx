import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { ROUTES } from "@/auth/routes";

/** The "All communities" button of a community's pages. */
export function BackToCommunities() {
  return (
    <Button asChild variant="secondary">
      <Link href={ROUTES.communities} unstyled>
        All communities
      </Link>
    </Button>
  );
}
