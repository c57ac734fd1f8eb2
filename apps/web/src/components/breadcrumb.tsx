import { Link } from "@chartbot/ui/link";
import * as styles from "./breadcrumb.css";

export interface BreadcrumbProps {
  /** The section page above this one. */
  parent: { label: string; href: string };
  /** This page's name. */
  current: string;
}

/** "Section / Page" above a page title. */
export function Breadcrumb({ parent, current }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        <li>
          <Link href={parent.href} variant="standalone">
            {parent.label}
          </Link>
        </li>
        <li aria-current="page" className={styles.current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
