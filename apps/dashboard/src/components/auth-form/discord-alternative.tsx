import { DiscordSignInButton } from "@/components/discord-sign-in-button";
import * as styles from "@/components/page.css";

/** "or" and Sign in with Discord under an email form (disabled, with the reason, while Discord is off). */
export function DiscordAlternative() {
  return (
    <>
      <p className={styles.divider}>or</p>
      <DiscordSignInButton />
    </>
  );
}
