import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteMenu } from "../menu/site-menu";
import { MobileMenu } from "./mobile-menu";

const meta = {
  title: "Layout/MobileMenu",
  component: MobileMenu,
  args: { session: { status: "signed-out" }, menu: siteMenu, defaultOpen: true, currentPath: "/add" },
  argTypes: { onLogout: { action: "logout" } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const Verified: Story = {
  args: {
    session: {
      status: "verified",
      user: { displayName: "Ada Lovelace", email: "ada@example.com", photoURL: null },
    },
  },
};

export const Closed: Story = { args: { defaultOpen: false } };
