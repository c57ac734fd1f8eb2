import type { Metadata } from "next";
import { Shortcuts } from "./_components/shortcuts";

export const metadata: Metadata = { title: "Shortcuts" };

export default function ShortcutsPage() {
  return <Shortcuts />;
}
