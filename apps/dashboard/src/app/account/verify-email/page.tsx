import type { Metadata } from "next";
import { VerifyEmail } from "@/features/verify-email/verify-email";

export const metadata: Metadata = { title: "Verify your email" };

export default function VerifyEmailPage() {
  return <VerifyEmail />;
}
