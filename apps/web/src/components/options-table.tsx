import { Badge } from "@chartbot/ui/badge";
import type { OptionsTable as OptionsTableValue } from "@/content/types";
import * as layout from "./layout.css";
import * as styles from "./options-table.css";
import { RichText } from "./rich-text";
import { ScrollRegion } from "./scroll-region";

const DEFAULT_HEADERS = ["Option", "What it does"] as const;

/** A captioned two-column table of a command's options; add-on-only rows carry a badge. */
export function OptionsTable({ table }: { table: OptionsTableValue }) {
  const [first, second] = table.headers ?? DEFAULT_HEADERS;
  return (
    <ScrollRegion label={table.caption} className={layout.tableScroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {first}
            </th>
            <th scope="col" className={styles.headCell}>
              {second}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.option}>
              <th scope="row" className={styles.optionCell}>
                <code>{row.option}</code>
              </th>
              <td className={styles.cell}>
                <RichText text={row.description} />
                {row.availability === "addon" && (
                  <>
                    {" "}
                    <Badge tone="new" className={styles.badge}>
                      Add-on
                    </Badge>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
