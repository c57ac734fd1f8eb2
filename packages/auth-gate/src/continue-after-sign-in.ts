import type { MaybeStorage } from "@chartbot/browser-storage";
import { returnPathFor } from "./decide-redirect";
import { clearLastPage, readLastPage } from "./last-page";
import { takeExternalReturn } from "./next-target";

export interface ContinueTarget {
  /** A dashboard path, or an absolute URL on the marketing site. */
  href: string;
  external: boolean;
}

/**
 * Where a user goes once signed in on a page the gate leaves alone (/account/action): a marketing page
 * remembered from `?next=`, else the remembered lastPage, else /account. Both are consumed, as the gate does.
 */
export function takeContinueTarget(
  storage: { local: MaybeStorage; session: MaybeStorage },
  webOrigin: string,
): ContinueTarget {
  const external = takeExternalReturn(storage.session, webOrigin);
  const path = returnPathFor(readLastPage(storage.local));
  clearLastPage(storage.local);
  return external ? { href: external, external: true } : { href: path, external: false };
}
