import type { Metadata } from "next";
import { AccountSettings } from "@/features/account-settings/account-settings";

export const metadata: Metadata = { title: "Account Settings" };

export default function AccountSettingsPage() {
  return <AccountSettings />;
}
