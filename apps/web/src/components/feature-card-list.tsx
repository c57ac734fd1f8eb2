import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { Link } from "@chartbot/ui/link";
import { type FeatureSlug, getFeature } from "@/content/features";
import * as styles from "./feature-card-list.css";
import * as layout from "./layout.css";

export interface FeatureCardListProps {
  /** The documentation pages to link, in order. */
  slugs: readonly FeatureSlug[];
  /** How many cards stand side by side from tablets up (one column on phones). */
  columns: keyof typeof styles.list;
}

/** Cards linking documentation pages, each with the page's title and summary. */
export function FeatureCardList({ slugs, columns }: FeatureCardListProps) {
  return (
    <ul className={styles.list[columns]}>
      {slugs.map((slug) => {
        const doc = getFeature(slug);
        return (
          <Card as="li" key={slug} interactive padding="sm">
            <CardTitle>
              <Link href={`/features/${slug}`} unstyled className={layout.cardLink}>
                {doc.title}
              </Link>
            </CardTitle>
            <CardDescription>{doc.summary}</CardDescription>
          </Card>
        );
      })}
    </ul>
  );
}
