import type { ContentSection, RichText } from "../types";

/** A legal page: a title, when it last changed, a summary and numbered sections. */
export interface LegalDocument {
  title: string;
  /** For the meta description. */
  description: string;
  /** ISO date of the last change, shown at the top. */
  updated: string;
  summary: readonly RichText[];
  sections: readonly ContentSection[];
}
