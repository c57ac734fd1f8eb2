import type { Metadata } from "next";
import { LoginForm } from "@/features/login/login-form";

export const metadata: Metadata = { title: "Sign in" };

export default function LoginPage() {
  return <LoginForm />;
}
