import type { Metadata } from "next";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { pageMetadata } from "@/lib/page-metadata";
import { LegalView } from "@/views/legal-view";

export const metadata: Metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return <LegalView document={privacyPolicy} />;
}
