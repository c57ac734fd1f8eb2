import type { Metadata } from "next";
import { AccountAction } from "./_components/account-action";

export const metadata: Metadata = { title: "Account" };

export default function AccountActionPage() {
  return <AccountAction />;
}
