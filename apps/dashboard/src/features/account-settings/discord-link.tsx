import type { AccountProfile } from "@chartbot/contracts/account";
import * as formLayout from "@/components/form-layout.css";

/** Shows the Discord account linked to this one (linking happens by signing in with Discord). */
export function DiscordLink({ profile }: { profile: AccountProfile }) {
  if (profile.discord) {
    return (
      <p>
        Linked to{" "}
        <strong>{profile.discord.username ? `@${profile.discord.username}` : "your Discord account"}</strong>{" "}
        <span className={formLayout.muted}>(Discord id {profile.discord.id})</span>. You can sign in with
        Discord.
      </p>
    );
  }
  return (
    <p className={formLayout.muted}>
      No Discord account is linked. Sign in with Discord using a Discord account whose verified email is{" "}
      {profile.email ?? "the email of this account"} to link it.
    </p>
  );
}
