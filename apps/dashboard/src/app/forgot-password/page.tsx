import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/features/forgot-password/forgot-password-form";

export const metadata: Metadata = { title: "Reset your password" };

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
