import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { TextField } from "../text-field/text-field";
import { Inline } from "./inline";

const meta = {
  title: "Layout/Inline",
  component: Inline,
  args: { gap: "sm" },
  render: (args) => (
    <Inline {...args}>
      <Badge tone="positive">Active</Badge>
      <Badge tone="neutral">Trial</Badge>
      <Badge tone="negative">Past due</Badge>
      <Button size="sm" variant="secondary">
        Manage
      </Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SpreadOut: Story = { args: { justify: "space-between" } };

/** Wraps onto a second line when the row is full. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 180 }}>{Story()}</div>],
};

/** A one-line form from tablet width; the field and the button stand one under the other on phones. */
export const CollapsedOnPhones: Story = {
  args: { collapseBelow: "tablet", align: "flex-end", gap: "md" },
  render: (args) => (
    <Inline {...args}>
      <TextField label="Display name" defaultValue="Ada" />
      <Button>Save</Button>
    </Inline>
  ),
};
