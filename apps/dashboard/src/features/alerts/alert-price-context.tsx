"use client";

import { priceEndpoints } from "@chartbot/contracts/endpoints/prices";
import {
  FAR_LEVEL_BAND,
  isLevelFar,
  levelDistancePercent,
  PRICE_STALE_AFTER_MINUTES,
  type SymbolPrice,
} from "@chartbot/contracts/prices";
import { Callout } from "@chartbot/ui/callout";
import { useApiQuery } from "@/client/use-api-query";
import * as formLayout from "@/components/form-layout.css";
import { formatLevel } from "@/features/format/format";

/** How often the form asks for the price again while it is open: the bot reports about twice a minute. */
const REFRESH_MS = 30_000;

/** A level as typed (`65,000`, `0.25`), or null when it is not a positive number yet. */
export function typedLevel(text: string): number | null {
  const value = Number(text.trim().replace(/[\s,]/g, ""));
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? value : null;
}

/** `+5.3%`, `-0.12%`: the distance with its sign and enough decimals to tell close levels apart. */
export function formatDistance(percent: number): string {
  const digits = Math.abs(percent) < 1 ? 2 : 1;
  return `${percent > 0 ? "+" : ""}${percent.toFixed(digits)}%`;
}

/** What the form says of the price and the level: the words and whether the level is far from the price. */
export function describePriceContext(
  price: SymbolPrice | undefined,
  level: number | null,
): { text: string; far: boolean } {
  if (!price || price.price === null) {
    return {
      text: `No price reported in the last ${PRICE_STALE_AFTER_MINUTES} minutes for this market, so the distance to your level is not shown.`,
      far: false,
    };
  }
  if (price.stale) {
    return {
      text: `Last price ${formatLevel(price.price)}, but not reported in the last ${PRICE_STALE_AFTER_MINUTES} minutes, so the distance to your level is not shown.`,
      far: false,
    };
  }
  const current = `Current price ${formatLevel(price.price)}`;
  if (level === null) return { text: `${current}.`, far: false };
  const distance = levelDistancePercent(price.price, level);
  const where = distance === 0 ? "at the current price" : `${formatDistance(distance)} from it`;
  return { text: `${current}. Your level is ${where}.`, far: isLevelFar(price.price, level) };
}

export interface AlertPriceContextProps {
  /** The catalogue symbol the ticker resolved to; nothing is shown without one. */
  symbolId: string | undefined;
  /** The level typed, as text (the form's value). */
  level: string;
  /** Whether the condition uses a level at all. */
  usesLevel: boolean;
}

/**
 * The latest price the bot reported for the alert's market, the level's distance from it in percent (hidden when
 * the price is stale), and a warning when the level is far from it (outside 0.2x to 5x).
 */
export function AlertPriceContext({ symbolId, level, usesLevel }: AlertPriceContextProps) {
  const query = useApiQuery(priceEndpoints.latest, {
    query: { symbols: symbolId ?? "" },
    enabled: symbolId !== undefined,
    refetchInterval: REFRESH_MS,
  });
  if (!symbolId || !query.data) return null;
  const { text, far } = describePriceContext(query.data.prices[0], usesLevel ? typedLevel(level) : null);
  return (
    <>
      <p className={formLayout.muted} data-testid="alert-price" aria-live="polite">
        {text}
      </p>
      {far && (
        <Callout tone="warning" title="This level is far from the current price">
          {`It is outside ${FAR_LEVEL_BAND.min}x to ${FAR_LEVEL_BAND.max}x of the price, so the alert may never trigger. Check it is the level you mean.`}
        </Callout>
      )}
    </>
  );
}
