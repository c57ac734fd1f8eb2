import { Link } from "@chartbot/ui/link";
import { Fragment, type ReactNode } from "react";
import type { RichText as RichTextValue } from "@/content/types";
import { parseRichText, type RichTextToken } from "@/lib/rich-text/parse-rich-text";
import { resolveHref } from "@/lib/site-links";
import * as styles from "./rich-text.css";

function renderToken(token: RichTextToken, key: string): ReactNode {
  switch (token.type) {
    case "text":
      return <Fragment key={key}>{token.value}</Fragment>;
    case "code":
      return (
        <code key={key} className={styles.code}>
          {token.value}
        </code>
      );
    case "strong":
      return <strong key={key}>{token.value}</strong>;
    case "link": {
      const { href, newTab } = resolveHref(token.href);
      return (
        <Link key={key} href={href} targetBlank={newTab}>
          {token.label}
        </Link>
      );
    }
  }
}

/** Renders content text: `code`, **strong** and links (other sites open in a new tab). */
export function RichText({ text }: { text: RichTextValue }) {
  return parseRichText(text).map((token, index) => renderToken(token, `${index}-${token.type}`));
}
