import { memoryStorage } from "@chartbot/browser-storage/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CookieBanner } from "./cookie-banner";

const meta = {
  title: "Layout/CookieBanner",
  component: CookieBanner,
  parameters: { layout: "fullscreen" },
  // A fresh in-memory storage per render, so the banner shows and no real reload happens.
  render: (args) => <CookieBanner {...args} storage={memoryStorage()} />,
  args: { reload: () => {} },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
