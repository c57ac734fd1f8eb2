"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { inline } from "@chartbot/ui/inline";
import { stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { type ReactNode, useEffect, useRef, useState } from "react";
import * as styles from "./parser-playground.css";

type ParserEngine = typeof import("./parser-engine");

/** Inputs one press away: a coin, a stock, forex, a prefixed pair, a cashtag and a miss. */
export const PLAYGROUND_EXAMPLES = ["BTC", "AAPL", "EURUSD", "binance:ethusdt", "$spx", "nonsense"] as const;

/** Screen readers hear the results once typing pauses this long, not after every key. */
const ANNOUNCE_AFTER_MS = 500;

export interface ParserPlaygroundProps {
  /** What the box holds when the page loads. */
  initialInput: string;
  /** The results for `initialInput`, rendered on the server: shown until the parser has loaded. */
  initialResults: ReactNode;
}

/**
 * The "try the parser" box. The parser and catalogue (and the results view) load with a dynamic import on
 * the first focus, pointer or key in the box, so they stay out of the page's first-load script.
 */
export function ParserPlayground({ initialInput, initialResults }: ParserPlaygroundProps) {
  const [input, setInput] = useState(initialInput);
  const [edited, setEdited] = useState(false);
  const [engine, setEngine] = useState<ParserEngine>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const loading = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const loadParser = () => {
    if (loading.current) return;
    loading.current = true;
    import("./parser-engine").then(setEngine, () => {
      loading.current = false;
      setLoadFailed(true);
    });
  };
  const change = (value: string) => {
    setInput(value);
    setEdited(true);
    loadParser();
  };
  const pick = (value: string) => {
    change(value);
    inputRef.current?.focus();
  };

  const resolution = engine?.resolveInBothModes(input);
  const summary = engine && resolution && edited ? engine.announceResolution(resolution) : "";
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);

  let results: ReactNode;
  if (engine && resolution) {
    results = <engine.ParserResults resolution={resolution} input={input} onPick={pick} />;
  } else if (loadFailed) {
    results = (
      <Callout tone="danger" title="The parser did not load">
        Reload the page to try again. The table below shows how common inputs resolve.
      </Callout>
    );
  } else {
    const stale = input !== initialInput;
    results = (
      <div aria-busy={stale || undefined} className={stale ? styles.stale : undefined}>
        {initialResults}
      </div>
    );
  }

  return (
    <div className={stack({ gap: "md" })}>
      <TextField
        ref={inputRef}
        label="Ticker"
        hint="Type it as you would after a command. Nothing is sent anywhere: the parser runs in your browser."
        error={
          resolution?.kind === "too-long"
            ? `Too long: a ticker has at most ${resolution.maxLength} characters. Shorten it to see how it resolves.`
            : undefined
        }
        value={input}
        onChange={(event) => change(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onFocus={loadParser}
        onPointerEnter={loadParser}
        className={styles.field}
      />
      <fieldset className={styles.examples}>
        <legend className={styles.examplesLegend}>Examples</legend>
        <div className={inline({ gap: "sm" })}>
          {PLAYGROUND_EXAMPLES.map((example) => (
            <Button
              key={example}
              variant="secondary"
              size="sm"
              onFocus={loadParser}
              onPointerEnter={loadParser}
              onClick={() => pick(example)}
            >
              {example}
            </Button>
          ))}
        </div>
      </fieldset>
      <p role="status" className={styles.announcer}>
        {announcement}
      </p>
      {results}
    </div>
  );
}
