import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { SymbolsView } from "@/views/symbols-view";

export const metadata: Metadata = pageMetadata({
  title: "Symbol catalogue",
  description:
    "Browse every market Chartbot can chart and price: crypto pairs by exchange, US stocks, forex, metals, indices, sentiment, dominance and halvings.",
  path: "/symbols",
});

export default function SymbolsPage() {
  return <SymbolsView />;
}
