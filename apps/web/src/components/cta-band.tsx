import { Button } from "@chartbot/ui/button";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { env } from "@/env";
import { Container } from "./container";
import * as styles from "./cta-band.css";

export interface CtaBandProps {
  /** The band's heading. @default "Bring the markets into your server" */
  title?: string;
  /** One sentence under the heading. */
  text?: string;
}

/** The closing call to action: add the bot, or compare add-ons. */
export function CtaBand({
  title = "Bring the markets into your server",
  text = "Chartbot is free to add and free to use. Upgrade only the parts your community needs.",
}: CtaBandProps) {
  return (
    <section aria-labelledby="cta-heading" className={styles.band}>
      <Container className={styles.inner}>
        <h2 id="cta-heading" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={inline({ gap: "md", justify: "center" })}>
          <Button asChild size="lg">
            <a href={env.BOT_INVITE_URL}>Add to Discord</a>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link href="/pro" unstyled>
              See add-ons and pricing
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
