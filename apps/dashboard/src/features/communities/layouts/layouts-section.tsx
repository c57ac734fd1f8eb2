"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { ParamsOf } from "@chartbot/contracts/endpoint";
import { layoutEndpoints } from "@chartbot/contracts/endpoints/layouts";
import type { Layout } from "@chartbot/contracts/layouts";
import { Badge } from "@chartbot/ui/badge";
import { Link } from "@chartbot/ui/link";
import { ListRowTitle } from "@chartbot/ui/list";
import * as formLayout from "@/components/form-layout.css";
import { type AddonItemsKind, AddonItemsSection } from "@/features/communities/addon-items-section";
import * as styles from "@/features/communities/communities.css";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { themeLabel } from "@/features/communities/settings/settings-form-values";
import { LayoutDialog } from "./layout-dialog";

/** TradingView layouts: the list, create and edit in a dialog (needs the add-on), delete (always allowed). */
export function LayoutsSection({ settings }: { settings: CommunitySettings }) {
  const kind: AddonItemsKind<"layouts", Layout, ParamsOf<typeof layoutEndpoints.delete>> = {
    addon: ADDON_SLUGS.layouts,
    endpoints: layoutEndpoints,
    listKey: "layouts",
    itemParams: (layout) => ({ id: settings.id, layoutId: layout.id }),
    texts: {
      plural: "layouts",
      countNoun: "layouts",
      add: "Add a layout",
      empty: "No layouts yet.",
      listLabel: "TradingView layouts",
      confirmDelete: "Delete layout",
      deleteFailed: "Could not delete the layout",
    },
    names: (layout) => ({
      label: `layout ${layout.label}`,
      deleteTitle: `Delete the layout “${layout.label}”?`,
      deleteDescription: "Members can no longer call it up. The layout stays on TradingView.",
      deleted: `Layout “${layout.label}” deleted`,
    }),
    renderItem: (layout) => (
      <>
        <ListRowTitle>
          {layout.label}
          <Badge>{themeLabel(layout.theme)}</Badge>
          {layout.wide && <Badge>Wide</Badge>}
        </ListRowTitle>
        <p className={formLayout.muted}>
          <Link href={layout.url} targetBlank variant="subtle" className={styles.url}>
            {layout.url}
          </Link>
        </p>
      </>
    ),
    renderDialog: (props) => <LayoutDialog settings={settings} {...props} />,
  };
  return <AddonItemsSection settings={settings} kind={kind} />;
}
