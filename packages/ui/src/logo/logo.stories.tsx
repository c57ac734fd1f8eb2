import type { Meta, StoryObj } from "@storybook/react-vite";
import { BotLogo } from "./bot-logo";
import { Logo } from "./logo";

const meta = {
  title: "Brand/Logo",
  component: Logo,
  args: { showWordmark: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In another app (the dashboard): leads to the marketing site's home page. */
export const FromAnotherApp: Story = { args: { siteOrigin: "https://chartbot.example" } };

export const MarkOnly: Story = { args: { showWordmark: false } };

export const Mark: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "end" }}>
      <BotLogo size={24} title="Chartbot" />
      <BotLogo size={48} title="Chartbot" />
      <BotLogo size={96} title="Chartbot" />
    </div>
  ),
};
