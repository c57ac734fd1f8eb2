import type { Meta, StoryObj } from "@storybook/react-vite";
import { CloseIcon, MenuIcon } from "../icons/ui-icons";
import { IconButton } from "./icon-button";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { label: "Open menu", children: <MenuIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Secondary: Story = { args: { variant: "secondary", label: "Close", children: <CloseIcon /> } };

export const Small: Story = { args: { size: "sm" } };
