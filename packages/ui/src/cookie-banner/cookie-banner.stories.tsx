import { memoryCookies, memoryStorage } from "@chartbot/browser-storage/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CookieBanner } from "./cookie-banner";

const meta = {
  title: "Layout/CookieBanner",
  component: CookieBanner,
  parameters: { layout: "fullscreen" },
  // A fresh in-memory storage and cookie jar per render, so the banner shows and no real reload happens.
  render: (args) => <CookieBanner {...args} storage={memoryStorage()} cookies={memoryCookies()} />,
  args: { reload: () => {}, detailsHref: "/privacy-policy#advertising" },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
