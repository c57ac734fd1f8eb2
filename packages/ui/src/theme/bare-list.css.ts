import { style } from "@vanilla-extract/css";

/** A list laid out as a column, without bullets, indents or margins: menus and link columns. */
export const bareList = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A list laid out as a row of centred items, without bullets, indents or margins: navigation and icon links. */
export const bareRowList = style({
  display: "flex",
  alignItems: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
