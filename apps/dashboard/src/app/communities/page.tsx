import type { Metadata } from "next";
import { ScreenInProgress } from "../../components/screen-in-progress";

export const metadata: Metadata = { title: "My Communities" };

export default function CommunitiesPage() {
  return <ScreenInProgress title="My Communities" description="The servers where you manage Chartbot." />;
}
