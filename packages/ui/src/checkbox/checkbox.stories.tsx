import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Skip weekends" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: {
    label: "Only during US market hours",
    hint: "Scheduled posts pause outside 9:30–16:00 New York time.",
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
