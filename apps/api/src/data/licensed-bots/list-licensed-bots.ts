import type { LicensedBotStatus } from "@chartbot/contracts/bot-license";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, licensedBots } from "../../db/schema.js";

/** What staff see of a licensed bot: never its token. */
export interface LicensedBotListing {
  communityId: string;
  communityName: string;
  guildId: string;
  name: string;
  applicationId: string;
  status: LicensedBotStatus;
  submittedAt: Date;
}

/** Every licensed bot (or those with `status`), oldest submission first: the staff's queue. */
export async function listLicensedBots(db: Db, status?: LicensedBotStatus): Promise<LicensedBotListing[]> {
  return db
    .select({
      communityId: licensedBots.communityId,
      communityName: communities.name,
      guildId: communities.guildId,
      name: licensedBots.name,
      applicationId: licensedBots.applicationId,
      status: licensedBots.status,
      submittedAt: licensedBots.submittedAt,
    })
    .from(licensedBots)
    .innerJoin(communities, eq(communities.id, licensedBots.communityId))
    .where(status ? eq(licensedBots.status, status) : undefined)
    .orderBy(asc(licensedBots.submittedAt), asc(licensedBots.communityId));
}
