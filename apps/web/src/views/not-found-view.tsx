import { Button } from "@chartbot/ui/button";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { stack } from "@chartbot/ui/stack";
import { Container } from "@/components/container";
import * as layout from "@/components/layout.css";
import * as styles from "./not-found-view.css";

const SUGGESTIONS = [
  { href: "/features", label: "Documentation", text: "Every command with examples" },
  { href: "/pro", label: "Add-Ons & Pricing", text: "What is free and what add-ons cost" },
  { href: "/symbols", label: "Symbol catalogue", text: "Every market Chartbot knows" },
] as const;

/** The 404 page: says what happened and offers the likeliest destinations. */
export function NotFoundView() {
  return (
    <div className={layout.band}>
      <Container className={stack({ gap: "lg", align: "flex-start" })}>
        <p className={styles.code}>404</p>
        <h1 className={layout.displayTitle}>We could not find that page</h1>
        <p className={styles.text}>
          The link may be old or mistyped. If you were looking for a command, the documentation lists them
          all.
        </p>
        <div className={inline({ gap: "md" })}>
          <Button asChild size="lg">
            <Link href="/" unstyled>
              Go to the home page
            </Link>
          </Button>
        </div>
        <ul className={styles.list}>
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion.href}>
              <Link href={suggestion.href} variant="standalone">
                {suggestion.label}
              </Link>
              <span className={styles.hint}> {suggestion.text}</span>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
