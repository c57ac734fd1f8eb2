import type { Meta, StoryObj } from "@storybook/react-vite";
import { lightColors, type ThemeColors } from "./colors";
import { vars } from "./contract.css";

const slots = Object.keys(lightColors) as Array<keyof ThemeColors>;

/** Every semantic colour slot of the current theme (switch themes in the toolbar). */
function ColorSlots() {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
        gap: 12,
        padding: 0,
      }}
    >
      {slots.map((slot) => (
        <li key={slot} style={{ listStyle: "none", display: "flex", gap: 10, alignItems: "center" }}>
          <span
            style={{
              width: 32,
              height: 32,
              borderRadius: 6,
              background: vars.color[slot],
              boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
            }}
          />
          <code style={{ fontSize: 13 }}>{slot}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Theme/Colours",
  component: ColorSlots,
} satisfies Meta<typeof ColorSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {};
