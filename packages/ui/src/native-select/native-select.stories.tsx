import type { Meta, StoryObj } from "@storybook/react-vite";
import { NativeSelect } from "./native-select";

const assetClasses = [
  { value: "all", label: "All asset classes" },
  { value: "crypto", label: "Crypto" },
  { value: "stocks", label: "Stocks" },
  { value: "forex", label: "Forex" },
];

const meta = {
  title: "Forms/NativeSelect",
  component: NativeSelect,
  args: { label: "Asset class", options: assetClasses, defaultValue: "all" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: "Only markets of this class are listed." } };

export const WithError: Story = {
  args: {
    options: [{ value: "", label: "Choose…" }, ...assetClasses.slice(1)],
    defaultValue: "",
    error: "Choose an asset class.",
  },
};

export const Disabled: Story = { args: { disabled: true } };
