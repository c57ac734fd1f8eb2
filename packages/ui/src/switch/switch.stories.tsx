import type { Meta, StoryObj } from "@storybook/react-vite";
import { Switch } from "./switch";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { label: "Delete bot replies after 5 minutes" },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: "Keeps busy channels tidy." } };

export const Disabled: Story = { args: { disabled: true } };
