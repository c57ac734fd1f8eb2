import { z } from "zod";

/** A Discord id (channel, role): a snowflake of 17 to 20 digits. */
export const SnowflakeSchema = z.string().regex(/^\d{17,20}$/, "must be a Discord id (17 to 20 digits)");
