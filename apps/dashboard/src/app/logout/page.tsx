import type { Metadata } from "next";
import { SignOut } from "@/features/logout/sign-out";

export const metadata: Metadata = { title: "Logging out" };

/** `/logout?next=<path or marketing URL>`: signs out completely, then goes to `next` (default /login). */
export default function LogoutPage() {
  return <SignOut />;
}
