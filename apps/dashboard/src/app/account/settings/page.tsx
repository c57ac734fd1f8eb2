import type { Metadata } from "next";
import { AccountSettings } from "./_components/account-settings";

export const metadata: Metadata = { title: "Account Settings" };

export default function AccountSettingsPage() {
  return <AccountSettings />;
}
