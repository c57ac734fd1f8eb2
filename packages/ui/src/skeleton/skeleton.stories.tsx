import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const ListItem: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12, alignItems: "center", maxWidth: 320 }}>
      <Skeleton circle width={40} height={40} />
      <div style={{ display: "flex", flexDirection: "column", gap: 8, flex: 1 }}>
        <Skeleton height={14} width="60%" />
        <Skeleton height={12} />
      </div>
    </div>
  ),
};
