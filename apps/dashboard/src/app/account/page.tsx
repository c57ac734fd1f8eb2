import type { Metadata } from "next";
import { Shortcuts } from "@/features/account-overview/shortcuts";

export const metadata: Metadata = { title: "Shortcuts" };

export default function ShortcutsPage() {
  return <Shortcuts />;
}
