import { Container } from "@/components/container";
import { ContentSections } from "@/components/content-sections";
import { CtaBand } from "@/components/cta-band";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { ABOUT_INTRO, ABOUT_SECTIONS } from "@/content/about";

/** /about: who makes Chartbot, what we care about and how to reach us. */
export function AboutView() {
  return (
    <>
      <PageHeader eyebrow="Company" title="The team behind Chartbot" lead={ABOUT_INTRO} />
      <div className={layout.band}>
        <Container>
          <ContentSections sections={ABOUT_SECTIONS} />
        </Container>
      </div>
      <CtaBand />
    </>
  );
}
