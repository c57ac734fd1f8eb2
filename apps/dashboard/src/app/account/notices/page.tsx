import type { Metadata } from "next";
import { NoticesScreen } from "@/features/notices/notices-page";

export const metadata: Metadata = { title: "Notices" };

export default function NoticesPage() {
  return <NoticesScreen />;
}
