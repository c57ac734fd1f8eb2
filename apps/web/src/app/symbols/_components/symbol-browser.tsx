"use client";

import { Button } from "@chartbot/ui/button";
import { EmptyState } from "@chartbot/ui/empty-state";
import { NativeSelect } from "@chartbot/ui/native-select";
import { TextField } from "@chartbot/ui/text-field";
import { useDeferredValue, useMemo, useState } from "react";
import { ScrollRegion } from "@/components/scroll-region";
import * as styles from "./symbol-browser.css";
import { filterSymbols, type SymbolFilterState, type SymbolGroupData } from "./symbol-data";

export interface SymbolBrowserProps {
  groups: readonly SymbolGroupData[];
  providers: readonly string[];
}

const ALL = "all";
const EMPTY_FILTER: SymbolFilterState = { text: "", assetClass: ALL, provider: ALL };

/** The catalogue grouped by asset class, with a text search and asset class and provider filters. */
export function SymbolBrowser({ groups, providers }: SymbolBrowserProps) {
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const deferred = useDeferredValue(filter);
  const visible = useMemo(() => filterSymbols(groups, deferred), [groups, deferred]);
  const total = groups.reduce((sum, group) => sum + group.symbols.length, 0);
  const shown = visible.reduce((sum, group) => sum + group.symbols.length, 0);
  const update = (change: Partial<SymbolFilterState>) => setFilter((current) => ({ ...current, ...change }));

  return (
    <div className={styles.browser}>
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
          options={[
            { value: ALL, label: "All asset classes" },
            ...groups.map((group) => ({ value: group.assetClass, label: group.label })),
          ]}
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
      {visible.length === 0 ? (
        <EmptyState
          title="No symbols match"
          description="Try a shorter search, or another asset class or provider."
          action={
            <Button variant="secondary" onClick={() => setFilter(EMPTY_FILTER)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        visible.map((group) => (
          <section
            key={group.assetClass}
            aria-labelledby={`class-${group.assetClass}`}
            className={styles.group}
          >
            <h2 id={`class-${group.assetClass}`} className={styles.groupHeading}>
              {group.label} <span className={styles.groupCount}>({group.symbols.length})</span>
            </h2>
            <p className={styles.groupDescription}>{group.description}</p>
            <ScrollRegion label={`${group.label} symbols`} className={styles.scroller}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Ticker</th>
                    <th scope="col">Name</th>
                    <th scope="col">Source</th>
                    <th scope="col">Provider</th>
                    <th scope="col">Type it as</th>
                  </tr>
                </thead>
                <tbody>
                  {group.symbols.map((symbol) => (
                    <tr key={symbol.id}>
                      <th scope="row" className={styles.ticker}>
                        {symbol.ticker}
                      </th>
                      <td>{symbol.name}</td>
                      <td>{symbol.source}</td>
                      <td>{symbol.provider}</td>
                      <td>
                        <code>{symbol.typed}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        ))
      )}
    </div>
  );
}
