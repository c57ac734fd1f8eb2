import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { InstallView } from "@/views/install-view";

export const metadata: Metadata = pageMetadata({
  title: "Install",
  description:
    "Add Chartbot to your Discord server in under a minute: the invite, the permissions it asks for, the first commands to try and what to do if it does not answer.",
  path: "/add",
});

export default function InstallPage() {
  return <InstallView />;
}
