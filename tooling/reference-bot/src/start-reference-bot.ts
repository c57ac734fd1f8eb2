import { startControlServer } from "./control-server";
import { createReferenceBot, type ReferenceBot, type ReferenceBotOptions } from "./reference-bot";

/** The control port the bot listens on when the options do not say. */
export const DEFAULT_CONTROL_PORT = 4200;

/** A started bot: its controls, the control page's URL (when it listens) and `stop()`. */
export interface StartedReferenceBot extends ReferenceBot {
  /** `http://127.0.0.1:<port>`, or null without a control port. */
  controlUrl: string | null;
}

/**
 * Starts a reference bot: joins `guildIds` (PUT guild), syncs once (changes and active alerts), starts its
 * loops, then listens on the control port (`controlPort: 0` picks a free one, `null` none).
 * A failed first join or sync is logged in the state's `lastError`, never fatal: the loops try again.
 */
export async function startReferenceBot(
  options: ReferenceBotOptions & { controlPort?: number | null },
): Promise<StartedReferenceBot> {
  const bot = createReferenceBot(options);
  await bot.startUp();
  bot.startLoops();
  const port = options.controlPort === undefined ? DEFAULT_CONTROL_PORT : options.controlPort;
  const control =
    port === null
      ? null
      : await startControlServer(bot, port, options.apiUrl ?? "http://127.0.0.1:4000").catch(
          async (error) => {
            await bot.stop();
            throw error;
          },
        );
  return {
    ...bot,
    controlUrl: control?.url ?? null,
    async stop() {
      await bot.stop();
      if (control) await new Promise((resolve) => control.server.close(resolve));
    },
  };
}
