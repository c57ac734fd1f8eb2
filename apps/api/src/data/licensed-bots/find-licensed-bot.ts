import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { licensedBots } from "../../db/schema.js";
import type { LicensedBotRow } from "./licensed-bot.js";

/** The community's licensed bot, or undefined when its admins have not submitted one. */
export async function findLicensedBot(db: Db, communityId: string): Promise<LicensedBotRow | undefined> {
  const [row] = await db.select().from(licensedBots).where(eq(licensedBots.communityId, communityId));
  return row;
}
