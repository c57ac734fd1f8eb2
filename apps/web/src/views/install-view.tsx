import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { Container } from "@/components/container";
import { ContentSections } from "@/components/content-sections";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { INSTALL_SECTIONS } from "@/content/install";
import { env } from "@/env";

/** /add: the install button (the configured bot invite) and a step-by-step guide. */
export function InstallView() {
  return (
    <>
      <PageHeader
        eyebrow="Install"
        title="Add Chartbot to your server"
        lead="Installing takes under a minute and costs nothing. You need the **Manage Server** permission in the Discord server you want to add it to."
      >
        <Button asChild size="lg">
          <a href={env.BOT_INVITE_URL} data-testid="invite-link">
            Add to Discord
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/features" unstyled>
            Read the documentation
          </Link>
        </Button>
      </PageHeader>
      <div className={layout.band}>
        <Container>
          <ContentSections sections={INSTALL_SECTIONS} />
        </Container>
      </div>
    </>
  );
}
