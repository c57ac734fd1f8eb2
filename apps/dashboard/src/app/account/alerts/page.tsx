import type { Metadata } from "next";
import { PriceAlerts } from "@/features/alerts/price-alerts";

export const metadata: Metadata = { title: "Price Alerts" };

export default function PriceAlertsPage() {
  return <PriceAlerts />;
}
