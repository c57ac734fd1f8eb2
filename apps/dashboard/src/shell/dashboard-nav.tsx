"use client";

import { Link } from "@chartbot/ui/link";
import { useCurrentLinkInView } from "@/components/link-strip/use-current-link-in-view";
import { DASHBOARD_SCREENS, screenFor } from "@/navigation/dashboard-screens";
import * as styles from "./dashboard-nav.css";

/**
 * The dashboard's own navigation between its screens, the current one marked with `aria-current="page"`. A
 * side column on desktop; on phones a bar that scrolls sideways, kept scrolled to the current screen.
 */
export function DashboardNav({ path }: { path: string }) {
  const current = screenFor(path);
  // On a phone the current screen may sit past the bar's right edge: it is brought into view.
  const currentLink = useCurrentLinkInView(current?.id);

  return (
    <nav aria-label="Dashboard" className={styles.nav}>
      <ul className={styles.list}>
        {DASHBOARD_SCREENS.map((screen) => {
          const isCurrent = screen.id === current?.id;
          return (
            <li key={screen.id}>
              <Link
                href={screen.path}
                unstyled
                className={styles.link}
                aria-current={isCurrent ? "page" : undefined}
                ref={isCurrent ? currentLink : undefined}
              >
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
