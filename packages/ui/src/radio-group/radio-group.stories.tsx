import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadioGroup } from "./radio-group";

// The ticker parsing modes and their help texts (the spec's wording, `MODE_HELP` in @chartbot/ticker-parser).
const modes = [
  {
    value: "traditional",
    label: "Traditional",
    description:
      "Unbiased: prioritises traditional markets on exchanges such as NASDAQ and NYSE and does not complete partial crypto pairs. All markets remain available.",
  },
  {
    value: "crypto",
    label: "Crypto",
    description:
      'Crypto-biased: completes partial crypto pairs on the preferred exchanges first (Binance, then Bybit, then the others, so BTC becomes BTCUSDT on Binance), prefers exchanges such as Binance and Bybit, and can be overridden by wrapping a ticker in quotes, e.g. "ETH" for the NYSE stock ETH instead of Ethereum. All markets remain available.',
  },
];

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  args: { label: "Ticker parsing mode", options: modes, defaultValue: "traditional" },
  argTypes: { onValueChange: { action: "value change" } },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Cards: Story = { args: { variant: "cards", defaultValue: "crypto" } };

export const WithHintAndError: Story = {
  args: {
    defaultValue: undefined,
    hint: "Applies to every command in this community.",
    error: "Choose how tickers are read.",
  },
};

export const Horizontal: Story = {
  args: {
    label: "Chart theme",
    orientation: "horizontal",
    options: [
      { value: "dark", label: "Dark" },
      { value: "light", label: "Light" },
    ],
    defaultValue: "dark",
  },
};

export const Disabled: Story = { args: { disabled: true } };
