import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { useToast } from "./toast-context";
import { ToastProvider } from "./toast-provider";

function ShowToastButton() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() => toast({ title: "Alert created", description: "BTCUSD above 70,000", tone: "positive" })}
    >
      Create alert
    </Button>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: ToastProvider,
  args: { duration: 1_000_000, children: <ShowToastButton /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {};

export const Tones: Story = {
  args: {
    initialToasts: [
      { title: "Layout saved", description: "Available with /chart layout:btc-4h." },
      {
        title: "Subscription active",
        description: "Advanced Charting is on for 2 servers.",
        tone: "positive",
      },
      {
        title: "Payment failed",
        description: "Your card was declined.",
        tone: "negative",
        action: { label: "Update card", altText: "Update your card in Subscriptions", onClick: () => {} },
      },
    ],
  },
};
