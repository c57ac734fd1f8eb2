import { discordAvailable } from "@/auth/go-to-discord";
import { DiscordSignInButton } from "@/components/discord-sign-in-button";
import * as styles from "@/components/page.css";

/** "or" and Sign in with Discord under an email form; nothing when no Discord client id is configured. */
export function DiscordAlternative() {
  if (!discordAvailable()) return null;
  return (
    <>
      <p className={styles.divider}>or</p>
      <DiscordSignInButton />
    </>
  );
}
