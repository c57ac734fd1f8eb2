import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteMenu } from "../menu/site-menu";
import { DesktopNav } from "./desktop-nav";

const meta = {
  title: "Layout/Header/DesktopNav",
  component: DesktopNav,
  parameters: { layout: "fullscreen" },
  args: { menu: siteMenu, currentPath: "/features/charting" },
  render: (args) => (
    <div style={{ minHeight: 600 }}>
      {/* The header's bar: panels hang below it, centred on the page. */}
      <div
        style={{ position: "relative", display: "flex", alignItems: "center", height: 64, paddingInline: 24 }}
      >
        <DesktopNav {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof DesktopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const DocumentationMegaMenu: Story = { args: { defaultValue: "features" } };

export const PricingDropdown: Story = {
  args: { defaultValue: "pro", currentPath: "/pro/tradingview-layouts" },
};
