import { type BotSatelliteMembers, latestCreationFor } from "@chartbot/contracts/bot";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, satellites } from "../../db/schema.js";

export type RecordSatelliteMembersResult =
  | { outcome: "recorded"; satellites: BotSatelliteMembers["satellites"] }
  /** No community is set up for the server. */
  | { outcome: "not_found" };

/**
 * Records which satellite applications (catalogue symbol ids) are members of a server, as the bot read them at
 * `at`: each of the community's satellites in the list is in the server (joined since its first report that
 * saw it), each one left out that was in it has left. Only satellites that existed then (`latestCreationFor`)
 * and whose last report is older are changed (their rows locked), so a late or replayed report changes nothing.
 */
export async function recordSatelliteMembers(
  db: Db,
  guildId: string,
  report: { applicationIds: readonly string[]; at: Date },
): Promise<RecordSatelliteMembersResult> {
  return db.transaction(async (tx) => {
    const [community] = await tx
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.guildId, guildId));
    if (!community) return { outcome: "not_found" };
    const members = new Set(report.applicationIds);
    const rows = await tx
      .select()
      .from(satellites)
      .where(eq(satellites.communityId, community.id))
      .orderBy(asc(satellites.createdAt), asc(satellites.id))
      .for("update");
    const result: BotSatelliteMembers["satellites"] = [];
    for (const row of rows) {
      const member = members.has(row.symbolId);
      const current =
        row.createdAt <= latestCreationFor(report.at) &&
        (row.membershipReportedAt === null || row.membershipReportedAt < report.at);
      if (current) {
        const joinedAt = member ? (row.joinedAt ?? report.at) : null;
        const leftAt = member ? null : row.joinedAt ? report.at : row.leftAt;
        await tx
          .update(satellites)
          .set({ joinedAt, leftAt, membershipReportedAt: report.at })
          .where(eq(satellites.id, row.id));
        result.push({ id: row.id, symbolId: row.symbolId, member });
      } else {
        result.push({ id: row.id, symbolId: row.symbolId, member: row.joinedAt !== null });
      }
    }
    return { outcome: "recorded", satellites: result };
  });
}
