import { getSymbol } from "@chartbot/symbol-catalogue";

/**
 * A symbol's ticker as every answer shows it (the dashboard's and the bot's): the catalogue's, or the symbol id
 * once the catalogue no longer lists the symbol, so a row never shows an empty name.
 */
export function catalogueTicker(symbolId: string): string {
  return getSymbol(symbolId)?.ticker ?? symbolId;
}
