import type { Metadata } from "next";
import { historyFilterFromQuery } from "@/features/alerts/alert-history-filter";
import { AlertHistoryPage } from "@/features/alerts/alert-history-page";

export const metadata: Metadata = { title: "Alert history" };

export default async function AlertHistoryRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AlertHistoryPage initialFilter={historyFilterFromQuery(await searchParams)} />;
}
