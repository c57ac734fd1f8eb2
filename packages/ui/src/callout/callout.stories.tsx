import type { Meta, StoryObj } from "@storybook/react-vite";
import { Callout } from "./callout";

const meta = {
  title: "Feedback/Callout",
  component: Callout,
  args: {
    title: "Alerts are checked every minute",
    children: "A price alert triggers once, then moves to the history below.",
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { tone: "success", title: "Settings saved", children: "The bot uses them from its next message." },
};

export const Warning: Story = {
  args: {
    tone: "warning",
    title: "Your trial ends in 3 days",
    children: "Add a payment method to keep Price Alerts after the trial.",
  },
};

export const Danger: Story = {
  args: {
    tone: "danger",
    title: "The alert could not be saved",
    children: "A level must be a positive number.",
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

/** Every tone at once, as plain content (no live regions). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      {(["info", "success", "warning", "danger"] as const).map((tone) => (
        <Callout key={tone} tone={tone} title={`Tone: ${tone}`} announce="none">
          Text on the tinted background stays readable in both themes.
        </Callout>
      ))}
    </div>
  ),
};
