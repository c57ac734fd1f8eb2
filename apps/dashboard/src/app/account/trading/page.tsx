import type { Metadata } from "next";
import { TradingKeys } from "@/features/trading/trading-keys";

export const metadata: Metadata = { title: "Trading & API Keys" };

export default function TradingPage() {
  return <TradingKeys />;
}
