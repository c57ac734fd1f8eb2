import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./text-field";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Email", type: "email", placeholder: "you@example.com", autoComplete: "email" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: "We send a verification link to this address." } };

export const WithError: Story = {
  args: { defaultValue: "satoshi@", error: "The email address is invalid." },
};

export const Required: Story = {
  args: { label: "Display name", type: "text", required: true, placeholder: "" },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "ada@example.com" } };
