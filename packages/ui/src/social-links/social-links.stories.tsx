import type { Meta, StoryObj } from "@storybook/react-vite";
import { SocialLinks } from "./social-links";

const meta = {
  title: "Layout/SocialLinks",
  component: SocialLinks,
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
