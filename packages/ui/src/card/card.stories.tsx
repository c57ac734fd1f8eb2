import type { Meta, StoryObj } from "@storybook/react-vite";
import { NewBadge } from "../badge/badge";
import { Button } from "../button/button";
import { Card, CardDescription, CardTitle } from "./card";

const meta = {
  title: "Primitives/Card",
  component: Card,
  args: { padding: "md" },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardTitle>
        TradingView Layouts <NewBadge />
      </CardTitle>
      <CardDescription>Render your saved chart layouts in any channel with one command.</CardDescription>
      <Button asChild variant="secondary" size="sm">
        <a href="/pro/tradingview-layouts">Read about TradingView Layouts</a>
      </Button>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Interactive: Story = { args: { interactive: true, as: "article" } };

export const Compact: Story = { args: { padding: "sm" } };
