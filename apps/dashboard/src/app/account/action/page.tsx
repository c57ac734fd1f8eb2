import type { Metadata } from "next";
import { AccountAction } from "@/features/account-action/account-action";

export const metadata: Metadata = { title: "Account" };

export default function AccountActionPage() {
  return <AccountAction />;
}
