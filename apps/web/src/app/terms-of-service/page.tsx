import type { Metadata } from "next";
import { termsOfService } from "@/content/legal/terms-of-service";
import { pageMetadata } from "@/lib/page-metadata";
import { LegalView } from "@/views/legal-view";

export const metadata: Metadata = pageMetadata({
  title: termsOfService.title,
  description: termsOfService.description,
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return <LegalView document={termsOfService} />;
}
