import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./link";

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { href: "/features/charting", children: "charting guide" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read the <Link {...args} /> to draw your first chart.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: "standalone", children: "All features" } };

export const Subtle: Story = {
  args: { variant: "subtle", children: "Privacy Policy", href: "/privacy-policy" },
};

export const OpensInNewTab: Story = {
  args: {
    href: "https://example.com/wiki",
    targetBlank: true,
    variant: "standalone",
    children: "Trading wiki",
  },
};
