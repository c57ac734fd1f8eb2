/** The icons a mega menu group can show (drawn as inline SVG by the kit). */
export type MenuIconName = "charts" | "market-data" | "trading" | "automation";

/** One entry of the site menu, in the shape of spec section 3. */
export interface MenuItem {
  /** Stable key, unique in the menu. */
  id: string;
  /** The visible label. */
  name: string;
  /** Where the item (or, for a dropdown, its overview link) leads. */
  href: string;
  /** Whether it is the current page only on an exact path match (else also below it). @default false */
  exact?: boolean;
  /** Opens a dropdown of `children` or a mega menu of `groups`; plain link when absent. */
  type?: "dropdown" | "megaMenu";
  /** Shows a "New" badge. @default false */
  isNew?: boolean;
  /** Opens in a new tab (external pages). @default false */
  targetBlank?: boolean;
  /** One short line under the label in dropdowns and mega menus (our addition to the spec's shape). */
  description?: string;
  /** The entries of a dropdown. */
  children?: readonly MenuItem[];
  /** The columns of a mega menu. */
  groups?: readonly MenuGroup[];
}

/** A titled column of a mega menu. */
export interface MenuGroup {
  title: string;
  image: MenuIconName;
  items: readonly MenuItem[];
}
