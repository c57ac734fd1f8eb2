import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, NewBadge } from "./badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { tone: "neutral", children: "Trial" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = { render: () => <NewBadge /> };

export const Tones: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Badge tone="new">New</Badge>
      <Badge tone="neutral">Trial</Badge>
      <Badge tone="positive">Active</Badge>
      <Badge tone="negative">Past due</Badge>
    </div>
  ),
};
