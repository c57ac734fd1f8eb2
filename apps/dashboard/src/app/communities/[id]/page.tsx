import type { Metadata } from "next";
import { ScreenInProgress } from "../../../components/screen-in-progress";

export const metadata: Metadata = { title: "Community settings" };

export default function CommunityPage() {
  return (
    <ScreenInProgress
      title="Community settings"
      description="Ticker parsing mode, auto-delete, chart defaults, satellites, scheduled posts and layouts."
    />
  );
}
