import { ASSET_CLASSES, listSymbols, PROVIDERS, venueName } from "@chartbot/symbol-catalogue";
import { SymbolBrowser } from "@/app/symbols/_components/symbol-browser";
import type { SymbolGroupData } from "@/app/symbols/_components/symbol-data";
import { symbolTablesHtml } from "@/app/symbols/_components/symbol-tables-html";
import { Container } from "@/components/container";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { ASSET_CLASS_INFO } from "@/content/asset-classes";
import { typedForm } from "@/lib/typed-form";

/** The catalogue, grouped by asset class, with what to type for each market (computed at build time). */
export function symbolGroups(): SymbolGroupData[] {
  return ASSET_CLASSES.map((assetClass) => ({
    assetClass,
    ...ASSET_CLASS_INFO[assetClass],
    symbols: listSymbols({ assetClass }).map((symbol) => ({
      id: symbol.id,
      ticker: symbol.ticker,
      name: symbol.name,
      source: venueName(symbol),
      provider: symbol.provider,
      typed: typedForm(symbol),
    })),
  })).filter((group) => group.symbols.length > 0);
}

/** /symbols: every market Chartbot knows, searchable in the browser. */
export function SymbolsView() {
  const groups = symbolGroups();
  const total = groups.reduce((sum, group) => sum + group.symbols.length, 0);
  return (
    <>
      <PageHeader
        eyebrow="Symbol catalogue"
        title="Every market Chartbot knows"
        lead={`${total} symbols across crypto, stocks, forex, metals, indices and more. The last column shows what to type in traditional mode to get exactly that market; see [Lookup](/features/lookup) for the rules.`}
      />
      <div className={layout.band}>
        <Container>
          <SymbolBrowser
            tablesHtml={symbolTablesHtml(groups)}
            total={total}
            assetClasses={groups.map((group) => ({ value: group.assetClass, label: group.label }))}
            providers={PROVIDERS}
          />
        </Container>
      </div>
    </>
  );
}
