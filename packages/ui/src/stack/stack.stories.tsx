import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { Card, CardDescription, CardTitle } from "../card/card";
import { Stack } from "./stack";

const meta = {
  title: "Layout/Stack",
  component: Stack,
  args: { gap: "md" },
  render: (args) => (
    <Stack {...args}>
      <Card>
        <CardTitle>Price alerts</CardTitle>
        <CardDescription>Three alerts are waiting.</CardDescription>
      </Card>
      <Card>
        <CardTitle>Trading keys</CardTitle>
        <CardDescription>One exchange connected.</CardDescription>
      </Card>
      <Button variant="secondary">Show all</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Large: Story = { args: { gap: "xl" } };

/** Children keep their own width instead of stretching. */
export const AlignedToStart: Story = { args: { align: "flex-start" } };
