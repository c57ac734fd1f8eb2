import type { Metadata } from "next";
import { ScreenInProgress } from "../../components/screen-in-progress";

export const metadata: Metadata = { title: "Subscriptions" };

export default function SubscriptionsPage() {
  return (
    <ScreenInProgress
      title="Subscriptions"
      description="Your add-ons, their renewal dates and where they are used."
    />
  );
}
