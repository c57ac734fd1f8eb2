/** A piece of `RichText`: plain text, `code`, **strong** or [a link](href). */
export type RichTextToken =
  | { type: "text"; value: string }
  | { type: "code"; value: string }
  | { type: "strong"; value: string }
  | { type: "link"; label: string; href: string };

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits content text into tokens; anything that is not markup stays text, so no input is lost. */
export function parseRichText(text: string): RichTextToken[] {
  const tokens: RichTextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: "text", value: text.slice(last, index) });
    const [, code, strong, label, href] = match;
    if (code !== undefined) tokens.push({ type: "code", value: code });
    else if (strong !== undefined) tokens.push({ type: "strong", value: strong });
    else if (label !== undefined && href !== undefined) tokens.push({ type: "link", label, href });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: "text", value: text.slice(last) });
  return tokens;
}

/** The text a reader sees, without markup: for meta descriptions and tests. */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((token) => (token.type === "link" ? token.label : token.value))
    .join("");
}
