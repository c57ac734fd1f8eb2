import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card, CardDescription, CardTitle } from "../card/card";
import { Tiles } from "./tiles";

const meta = {
  title: "Layout/Tiles",
  component: Tiles,
  args: { as: "ul" },
  render: (args) => (
    <Tiles {...args}>
      {["Price alerts", "Trading keys", "Communities", "Subscriptions"].map((name) => (
        <Card as="li" key={name}>
          <CardTitle>{name}</CardTitle>
          <CardDescription>Open {name.toLowerCase()}.</CardDescription>
        </Card>
      ))}
    </Tiles>
  ),
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from tablet width, three from desktop width. */
export const Responsive: Story = {};

export const TwoColumns: Story = { args: { columns: 2, gap: "md" } };
