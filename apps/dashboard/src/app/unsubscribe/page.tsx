import type { Metadata } from "next";
import { Unsubscribe } from "@/features/unsubscribe/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe" };

export default function UnsubscribePage() {
  return <Unsubscribe />;
}
