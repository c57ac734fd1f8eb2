"use client";

import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { NativeSelect } from "@chartbot/ui/native-select";
import { stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useEffect, useRef, useState } from "react";
import { filterSymbolTables } from "./filter-symbol-tables";
import * as styles from "./symbol-browser.css";
import type { SymbolFilterState } from "./symbol-data";

export interface SymbolBrowserProps {
  /** The catalogue's tables as static HTML, from `symbolTablesHtml`. */
  tablesHtml: string;
  /** How many symbols the tables hold. */
  total: number;
  /** The asset classes in the tables, for the asset class filter. */
  assetClasses: readonly { value: string; label: string }[];
  providers: readonly string[];
}

const ALL = "all";
const EMPTY_FILTER: SymbolFilterState = { text: "", assetClass: ALL, provider: ALL };

/**
 * The catalogue grouped by asset class, with a text search and asset class and provider filters. The tables
 * are static HTML that React does not hydrate; the filter shows and hides their rows in place.
 */
export function SymbolBrowser({ tablesHtml, total, assetClasses, providers }: SymbolBrowserProps) {
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const [shown, setShown] = useState(total);
  const tables = useRef<HTMLDivElement>(null);
  const filtered = useRef(false);
  const update = (change: Partial<SymbolFilterState>) => setFilter((current) => ({ ...current, ...change }));

  useEffect(() => {
    // The server-rendered tables already show everything: nothing to do until the filter first changes.
    if (!tables.current || (filter === EMPTY_FILTER && !filtered.current)) return;
    filtered.current = true;
    setShown(filterSymbolTables(tables.current, filter));
  }, [filter]);

  return (
    <div className={stack({ gap: "xl" })}>
      <search className={styles.filters}>
        <TextField
          label="Search"
          type="search"
          placeholder="Ticker, name or exchange"
          value={filter.text}
          onChange={(event) => update({ text: event.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
        <NativeSelect
          label="Asset class"
          value={filter.assetClass}
          onValueChange={(assetClass) => update({ assetClass })}
          options={[{ value: ALL, label: "All asset classes" }, ...assetClasses]}
        />
        <NativeSelect
          label="Provider"
          value={filter.provider}
          onValueChange={(provider) => update({ provider })}
          options={[
            { value: ALL, label: "All providers" },
            ...providers.map((provider) => ({ value: provider, label: provider })),
          ]}
        />
      </search>
      <p role="status" className={styles.count}>
        {shown === total ? `${total} symbols` : `${shown} of ${total} symbols`}
      </p>
      {shown === 0 && (
        <EmptyState
          title="No symbols match"
          description="Try a shorter search, or another asset class or provider."
          action={
            <Button variant="secondary" onClick={() => setFilter(EMPTY_FILTER)}>
              Clear filters
            </Button>
          }
        />
      )}
      <div
        ref={tables}
        hidden={shown === 0}
        className={styles.groups}
        // Built at build time by symbolTablesHtml, every value escaped.
        dangerouslySetInnerHTML={{ __html: tablesHtml }}
      />
    </div>
  );
}
