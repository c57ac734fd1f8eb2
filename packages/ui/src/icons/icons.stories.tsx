import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import type { IconProps } from "./icon";
import * as icons from "./index";

const gallery = Object.entries(icons).filter(([name]) => name.endsWith("Icon") && name !== "Icon") as Array<
  [string, ComponentType<IconProps>]
>;

function IconGallery({ size = 24 }: { size?: number }) {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
        gap: 16,
        padding: 0,
      }}
    >
      {gallery.map(([name, IconComponent]) => (
        <li key={name} style={{ listStyle: "none", display: "flex", gap: 8, alignItems: "center" }}>
          <IconComponent size={size} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Brand/Icons",
  component: IconGallery,
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};
