import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_PHOTO_URL } from "../test/sample-photo";
import { Avatar } from "./avatar";
import { CHART_PALETTE } from "./chart-palette";

const meta = {
  title: "Account/Avatar",
  component: Avatar,
  args: { user: { displayName: "Ada Lovelace", email: "ada@example.com", photoURL: null }, size: "md" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};

export const EmailInitial: Story = { args: { user: { displayName: null, email: "satoshi@example.com" } } };

export const Photo: Story = { args: { user: { displayName: "Ada Lovelace", photoURL: SAMPLE_PHOTO_URL } } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};

export const Alphabet: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap", maxWidth: 420 }}>
      {Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (letter) => (
        <Avatar key={letter} user={{ displayName: `${letter}user` }} size="sm" />
      ))}
    </div>
  ),
};

export const ChartPalette: Story = {
  render: () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(96px, 1fr))",
        gap: 8,
        padding: 0,
      }}
    >
      {CHART_PALETTE.map((color, index) => (
        <li key={color} style={{ listStyle: "none", display: "flex", gap: 8, alignItems: "center" }}>
          <span style={{ width: 20, height: 20, borderRadius: 4, background: color }} />
          <code style={{ fontSize: 12 }}>
            {index}: {color}
          </code>
        </li>
      ))}
    </ul>
  ),
};
