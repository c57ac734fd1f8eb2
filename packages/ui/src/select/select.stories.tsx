import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./select";

const modes = [
  { value: "traditional", label: "Traditional (unbiased)" },
  { value: "crypto", label: "Crypto (biased)" },
];

const meta = {
  title: "Forms/Select",
  component: Select,
  args: { label: "Ticker parsing mode", options: modes, defaultValue: "traditional" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: "Prioritises exchanges such as NASDAQ and NYSE and does not complete partial crypto pairs." },
};

export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: "Choose a mode" } };

export const WithError: Story = { args: { defaultValue: undefined, error: "Choose how tickers are read." } };

export const Disabled: Story = { args: { disabled: true } };
