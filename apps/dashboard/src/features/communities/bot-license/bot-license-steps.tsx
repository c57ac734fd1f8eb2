import type { LicensedBot, LicensedBotStatus } from "@chartbot/contracts/bot-license";
import { joinClassNames } from "@chartbot/ui/class-names";
import { Inline } from "@chartbot/ui/inline";
import { stack } from "@chartbot/ui/stack";
import * as formLayout from "@/components/form-layout.css";
import { formatDateTime } from "@/features/format/format";
import * as styles from "./bot-license.css";
import { BOT_STATUS_NAMES } from "./bot-license-values";

/** The onboarding steps in order, with what each means for the admin. */
const STEPS: { status: LicensedBotStatus; name: string; at: (bot: LicensedBot) => string | null }[] = [
  { status: "submitted", name: BOT_STATUS_NAMES.submitted, at: (bot) => bot.submittedAt },
  { status: "in_review", name: BOT_STATUS_NAMES.in_review, at: (bot) => bot.inReviewAt },
  { status: "live", name: BOT_STATUS_NAMES.live, at: (bot) => bot.liveAt },
];

/** Submitted, in review, live: each step done with its date, or not yet; the current one marked for readers. */
export function BotLicenseSteps({ bot }: { bot: LicensedBot }) {
  return (
    <Inline as="ol" gap="md" align="stretch" aria-label="Bot License steps">
      {STEPS.map((step, index) => {
        const at = step.at(bot);
        const done = at !== null;
        return (
          <li
            key={step.status}
            className={styles.step}
            aria-current={bot.status === step.status ? "step" : undefined}
          >
            <span
              className={joinClassNames(styles.marker, styles.markerState[done ? "done" : "pending"])}
              aria-hidden
            >
              {done ? "✓" : index + 1}
            </span>
            <span className={stack({ gap: "xs" })}>
              <span className={styles.stepName}>{step.name}</span>
              <span className={formLayout.muted}>{done ? formatDateTime(at) : "Not yet"}</span>
            </span>
          </li>
        );
      })}
    </Inline>
  );
}
