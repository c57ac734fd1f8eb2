import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities } from "../../db/schema.js";
import type { Community } from "./find-administered-community.js";

/** The settings of a community its administrators may change. */
export type CommunitySettingsChanges = Partial<
  Pick<
    Community,
    | "tickerMode"
    | "autoDeleteMinutes"
    | "chartTheme"
    | "chartTimeframe"
    | "chartType"
    | "chartIndicators"
    | "setupCompletedAt"
    | "acceptedTermsVersion"
  >
>;

/** Applies settings changes to a community and returns the updated row. */
export async function updateCommunitySettings(
  db: Db,
  communityId: string,
  changes: CommunitySettingsChanges,
): Promise<Community> {
  const [row] = await db
    .update(communities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(communities.id, communityId))
    .returning();
  if (!row) throw new Error(`community ${communityId} vanished during update`);
  return row;
}
