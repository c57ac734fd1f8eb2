import { CHARTING_ADDON, listInWords } from "@chartbot/addons";
import { LockIcon } from "@chartbot/ui/icons";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { ROUTES } from "@/auth/routes";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "@/features/communities/communities.css";
import { CHARTING_ADDON_NAME, type ChartChoices } from "./chart-choices";

/** Where a community gets the charting add-on: the Subscriptions page with it pre-selected. */
export const CHARTING_ADDON_HREF = `${ROUTES.subscriptions}?addon=${CHARTING_ADDON}`;

/** Says which chart choices are locked in this community and how to unlock them; nothing when none are. */
export function ChartingUnlock({ choices }: { choices: ChartChoices }) {
  if (!choices.anyLocked) return null;
  const locked = [
    choices.lockedTimeframes.length > 0 && `the ${listInWords(choices.lockedTimeframes)} timeframes`,
    choices.lockedChartTypes.length > 0 && `${listInWords(choices.lockedChartTypes)} charts`,
    choices.moreIndicators && `up to ${choices.moreIndicators} indicators per chart`,
  ].filter((part): part is string => typeof part === "string");
  return (
    <p
      className={`${formLayout.muted} ${inline({ gap: "xs", align: "flex-start", wrap: false })}`}
      data-testid="charting-locked"
    >
      <LockIcon size={16} aria-hidden="true" className={styles.lockIcon} />
      <span>
        {CHARTING_ADDON_NAME} unlocks {listInWords(locked)}.{" "}
        <Link href={CHARTING_ADDON_HREF}>Unlock with {CHARTING_ADDON_NAME}</Link>
      </span>
    </p>
  );
}

/** Shown when the free indicators are all chosen: the rest are locked until the add-on raises the limit. */
export function IndicatorLimitNote({ choices }: { choices: ChartChoices }) {
  if (!choices.moreIndicators) return null;
  return (
    <p
      className={`${formLayout.muted} ${inline({ gap: "xs", align: "flex-start", wrap: false })}`}
      data-testid="indicators-locked"
    >
      <LockIcon size={16} aria-hidden="true" className={styles.lockIcon} />
      <span>
        More indicators are locked: {choices.indicatorsPerChart} per chart without {CHARTING_ADDON_NAME}, up
        to {choices.moreIndicators} with it.{" "}
        <Link href={CHARTING_ADDON_HREF}>Unlock with {CHARTING_ADDON_NAME}</Link>
      </span>
    </p>
  );
}
