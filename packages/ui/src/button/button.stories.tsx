import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronRightIcon } from "../icons/ui-icons";
import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Add to server", variant: "primary", size: "md" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: "secondary", children: "Compare plans" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };

export const Danger: Story = { args: { variant: "danger", children: "Delete alert" } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: "Saving" } };

export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: "secondary",
    children: (
      <a href="/pro">
        See pricing <ChevronRightIcon size={16} />
      </a>
    ),
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: "Continue" } };
