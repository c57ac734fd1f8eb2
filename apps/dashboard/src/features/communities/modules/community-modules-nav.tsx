"use client";

import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { communityPath } from "@/auth/routes";
import { stripLink } from "@/components/link-strip/link-strip.css";
import { useCurrentLinkInView } from "@/components/link-strip/use-current-link-in-view";
import { COMMUNITY_MODULES, type CommunityModuleId, communityModulePath } from "./community-modules";
import * as styles from "./community-modules-nav.css";

/** The overview's entry in the nav (its `current` value). */
export const OVERVIEW = "overview";

/**
 * A community's pages: its overview, then a page per module, the current one `aria-current="page"`. A strip that
 * scrolls sideways on phones, kept scrolled to the current page.
 */
export function CommunityModulesNav({
  communityId,
  current,
}: {
  communityId: string;
  /** The page shown: a module, or the overview. */
  current: CommunityModuleId | typeof OVERVIEW;
}) {
  const currentLink = useCurrentLinkInView(current);
  const pages = [
    { id: OVERVIEW, label: "Overview", href: communityPath(communityId) },
    ...COMMUNITY_MODULES.map((module) => ({
      id: module.id,
      label: module.label,
      href: communityModulePath(communityId, module.id),
    })),
  ];
  return (
    <nav aria-label="Community" className={styles.nav}>
      <Inline as="ul" gap="xs" wrap={false} className={styles.list}>
        {pages.map((page) => {
          const isCurrent = page.id === current;
          return (
            <li key={page.id}>
              <Link
                href={page.href}
                unstyled
                className={stripLink}
                aria-current={isCurrent ? "page" : undefined}
                ref={isCurrent ? currentLink : undefined}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </Inline>
    </nav>
  );
}
