import type { Metadata } from "next";
import { SubscriptionsScreen } from "@/features/subscriptions/subscriptions-screen";

export const metadata: Metadata = { title: "Subscriptions" };

export default function SubscriptionsPage() {
  return <SubscriptionsScreen />;
}
